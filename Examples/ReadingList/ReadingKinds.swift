import KheperCore
import KheperRenderTargets

/// The reading list's three kinds: definitions with validation, nesting rules and plain-text renderers.
enum ReadingKinds {
    /// `book`, `note` and `shelf`; a shelf holds books and notes and sits at the root.
    static let definitions = [book, note, shelf]

    /// Books go at the root or on a shelf (the shelf lists them); pages and title are checked.
    static let book = BlockDefinition(
        Book.self,
        displayName: "Book",
        symbolName: "book",
        nesting: .leaf(atRoot: true),
        validate: { book in
            var checks = FieldChecks()
            checks.length(book.title, 1...200, field: "title", at: ["title"])
            checks.range(book.pages, Book.pagesRange, field: "pages", at: ["pages"])
            return checks.diagnostics
        },
        makeDefault: { Book(title: "Untitled", author: "Unknown") },
        renderers: [
            BlockRenderer(Book.self, for: PlainTextTarget.self) { book, input in
                let pages = book.pages.map { ", \($0) pages" } ?? ""
                let line = "\(book.resolvedStatus.mark) \(book.title) by \(book.author)\(pages)"
                return PlainTextTarget.lines(PlainTextTarget.indent(input.depth) + line, children: input.children)
            }
        ]
    )

    /// Notes go at the root or on a shelf.
    static let note = BlockDefinition(
        Note.self,
        displayName: "Note",
        symbolName: "note.text",
        nesting: .leaf(atRoot: true),
        validate: { note in
            var checks = FieldChecks()
            checks.length(note.text, 1...1_000, field: "text", at: ["text"])
            return checks.diagnostics
        },
        makeDefault: { Note(text: "") },
        renderers: [
            BlockRenderer(Note.self, for: PlainTextTarget.self) { note, input in
                PlainTextTarget.lines(PlainTextTarget.indent(input.depth) + "> " + note.text, children: input.children)
            }
        ]
    )

    /// A shelf: a root container of books and notes.
    static let shelf = BlockDefinition(
        Shelf.self,
        displayName: "Shelf",
        symbolName: "books.vertical",
        nesting: .container(of: [Book.kind, Note.kind], atRoot: true),
        validate: { shelf in
            var checks = FieldChecks()
            checks.length(shelf.name, 1...60, field: "name", at: ["name"])
            return checks.diagnostics
        },
        makeDefault: { Shelf(name: "New shelf") },
        renderers: [
            BlockRenderer(Shelf.self, for: PlainTextTarget.self) { shelf, input in
                let head = PlainTextTarget.indent(input.depth) + "\(shelf.name) (\(input.children.count))"
                return PlainTextTarget.lines(head, children: input.children)
            }
        ]
    )
}
