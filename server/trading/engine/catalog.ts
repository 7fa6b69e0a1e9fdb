/** The instruments the engine trades, by id and by code; operators change them at run time (admin pairs). */
import type { Instrument } from '../repo.js';

export class InstrumentCatalog {
  private byCode = new Map<string, Instrument>();
  private byId = new Map<number, Instrument>();

  set(i: Instrument): void {
    const prev = this.byCode.get(i.code);
    if (prev && prev.id !== i.id) this.byId.delete(prev.id);
    this.byCode.set(i.code, i);
    this.byId.set(i.id, i);
  }

  get(idOrCode: number | string): Instrument | undefined {
    return typeof idOrCode === 'number' ? this.byId.get(idOrCode) : this.byCode.get(idOrCode);
  }

  /** In display order (sort, then id). */
  list(): Instrument[] {
    return [...this.byCode.values()].sort((a, b) => a.sort - b.sort || a.id - b.id);
  }
}
