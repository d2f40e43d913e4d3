import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import { StarterKit } from '@tiptap/starter-kit';
import { useState } from 'react';

type Mark = { label: string; title: string; active: (e: Editor) => boolean; run: (e: Editor) => void };

// Only what the server's allow-list keeps (decision 021 §6): no images, colours or embeds.
const tools: Mark[] = [
  { label: 'B', title: 'Bold', active: (e) => e.isActive('bold'), run: (e) => e.chain().focus().toggleBold().run() },
  { label: 'I', title: 'Italic', active: (e) => e.isActive('italic'), run: (e) => e.chain().focus().toggleItalic().run() },
  { label: 'H2', title: 'Heading', active: (e) => e.isActive('heading', { level: 2 }), run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run() },
  { label: 'H3', title: 'Small heading', active: (e) => e.isActive('heading', { level: 3 }), run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run() },
  { label: '• List', title: 'Bulleted list', active: (e) => e.isActive('bulletList'), run: (e) => e.chain().focus().toggleBulletList().run() },
  { label: '1. List', title: 'Numbered list', active: (e) => e.isActive('orderedList'), run: (e) => e.chain().focus().toggleOrderedList().run() },
  { label: '❝', title: 'Quote', active: (e) => e.isActive('blockquote'), run: (e) => e.chain().focus().toggleBlockquote().run() },
];

function Toolbar({ editor }: { editor: Editor }) {
  const active = useEditorState({ editor, selector: ({ editor: e }) => tools.map((tool) => (e ? tool.active(e) : false)) });
  return (
    <div role="toolbar" aria-label="Text style" className="flex flex-wrap gap-1 border-b border-slate-200 bg-slate-50 p-1.5">
      {tools.map((tool, index) => (
        <button key={tool.title} type="button" title={tool.title} aria-label={tool.title} aria-pressed={active?.[index] ?? false}
          onClick={() => tool.run(editor)}
          className={`min-h-9 min-w-9 rounded-md px-2 text-sm font-semibold ${active?.[index] ? 'bg-brand-100 text-brand-700' : 'text-slate-700 hover:bg-white'}`}>
          {tool.label}
        </button>
      ))}
    </div>
  );
}

/**
 * The product description as rich text (Tiptap). Its HTML goes in the hidden field `name`; the
 * server cleans it with its allow-list when stored and again when served.
 */
export function RichTextEditor({ name, label, initial, message }: { name: string; label: string; initial: string; message?: string }) {
  const [html, setHtml] = useState(initial);
  const editor = useEditor({
    extensions: [StarterKit.configure({ heading: { levels: [2, 3, 4] }, code: false, codeBlock: false, horizontalRule: false })],
    content: initial,
    immediatelyRender: false,
    editorProps: { attributes: { 'aria-label': label, role: 'textbox', 'aria-multiline': 'true', class: 'prose-console min-h-40 px-3 py-2 text-sm text-slate-900 focus:outline-none' } },
    onUpdate: ({ editor: e }) => setHtml(e.isEmpty ? '' : e.getHTML()),
  });
  return (
    <div className="flex flex-col gap-1.5">
      <span className="text-sm font-medium text-slate-800">{label}</span>
      <div className={`overflow-hidden rounded-lg border bg-white shadow-sm focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-500/30 ${message ? 'border-red-400' : 'border-slate-300'}`}>
        {editor ? <Toolbar editor={editor} /> : <div className="h-12 border-b border-slate-200 bg-slate-50" />}
        {editor ? <EditorContent editor={editor} /> : <div className="min-h-40 px-3 py-2 text-sm text-slate-400">Loading the editor…</div>}
      </div>
      <input type="hidden" name={name} value={html} />
      {message && <p className="text-sm text-red-700">{message}</p>}
    </div>
  );
}
