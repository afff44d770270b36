import { options, type Ref, type RefCallback, type VNode } from 'preact';

/**
 * React's controlled inputs for the Preact build. React puts an input's `value` (or a checkbox's
 * `checked`) back after every change its state did not take: a character the SMS boxes refuse, a
 * key typed while the statechart ignores the field. Preact re-renders only when state changed, so
 * without this the box would keep the refused character while the machine holds the old code.
 *
 * Each controlled field remembers what it was last rendered with (through its ref, which runs on
 * every render of the field); after a change event, once the render it caused is done, the field
 * shows that again when they differ.
 */

interface RenderedState {
  value?: string;
  checked?: boolean;
}

const FIELD_TYPES = new Set(['input', 'textarea', 'select']);
const CHANGE_HANDLER = /^on(input|change)$/i;
const rendered = new WeakMap<EventTarget, RenderedState>();

type FieldElement = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function restoreOne(field: FieldElement): void {
  const state = rendered.get(field);
  if (!state || !field.isConnected) return;
  if (state.value !== undefined && field.value !== state.value) field.value = state.value;
  if (state.checked !== undefined && field instanceof HTMLInputElement && field.checked !== state.checked)
    field.checked = state.checked;
}

/** A click on a radio button also unchecks the group's other buttons: they are put back too. */
function restore(field: FieldElement): void {
  if (field instanceof HTMLInputElement && field.type === 'radio' && field.name) {
    const group = (field.form ?? document).querySelectorAll<HTMLInputElement>('input[type="radio"]');
    for (const radio of group) if (radio.name === field.name) restoreOne(radio);
    return;
  }
  restoreOne(field);
}

type RefCleanup = ReturnType<RefCallback<unknown>>;

function passOn(ref: Ref<unknown> | null | undefined, element: Element | null): RefCleanup {
  if (typeof ref === 'function') return ref(element);
  if (ref) ref.current = element;
  return undefined;
}

function control(vnode: VNode): void {
  if (typeof vnode.type !== 'string' || !FIELD_TYPES.has(vnode.type)) return;
  const props = vnode.props as Record<string, unknown>;
  const state: RenderedState = {};
  if (typeof props.value === 'string' || typeof props.value === 'number') state.value = String(props.value);
  if (typeof props.checked === 'boolean') state.checked = props.checked;
  if (state.value === undefined && state.checked === undefined) return;

  const ref = vnode.ref;
  vnode.ref = (element: Element | null): RefCleanup => {
    if (element) rendered.set(element, state);
    return passOn(ref, element);
  };
  for (const name of Object.keys(props)) {
    const handler = props[name];
    if (!CHANGE_HANDLER.test(name) || typeof handler !== 'function') continue;
    props[name] = (event: Event) => {
      const result: unknown = handler(event);
      const field = event.currentTarget as FieldElement;
      // After the render the change caused (Preact renders in a microtask).
      setTimeout(() => restore(field));
      return result;
    };
  }
}

export function controlInputsLikeReact(): void {
  const previous = options.vnode;
  options.vnode = (vnode) => {
    previous?.(vnode);
    control(vnode);
  };
}
