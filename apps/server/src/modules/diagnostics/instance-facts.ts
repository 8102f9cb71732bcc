/** Which process answered, and how its realtime reaches the others (diagnostics only). */
export interface InstanceFacts {
  instanceId: string;
  realtimeKind: 'redis' | 'in-process';
}
