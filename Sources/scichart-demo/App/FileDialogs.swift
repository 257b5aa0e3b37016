import CGtk
import Foundation

/// GTK's file chooser for opening and saving drawings: the desktop's own dialog where a
/// portal provides one, GTK's otherwise (`GtkFileChooserNative`, which GTK 4.8 has; its
/// successor `GtkFileDialog` came in 4.10).
///
/// One dialog at a time; both start in the folder last used (kept between runs in the
/// settings), at first the user's documents folder (XDG's, else the home folder), and show
/// JSON files, or all files.
@MainActor
final class FileDialogs {
    private let parent: UnsafeMutablePointer<GtkWindow>
    private var dialog: OpaquePointer?
    /// The folder the next dialog starts in.
    private(set) var folder: URL

    /// Dialogs over `parent`, starting in `folder` when it is one, else in the documents folder.
    init(parent: UnsafeMutablePointer<GtkWindow>, folder: URL? = nil) {
        self.parent = parent
        var isFolder: ObjCBool = false
        if let folder, FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder),
            isFolder.boolValue
        {
            self.folder = folder
        } else {
            self.folder = Self.documents
        }
    }

    /// The user's documents folder as XDG's user directories name it, else the home folder.
    static var documents: URL {
        if let path = g_get_user_special_dir(G_USER_DIRECTORY_DOCUMENTS) {
            return URL(fileURLWithPath: String(cString: path), isDirectory: true)
        }
        return URL(fileURLWithPath: String(cString: g_get_home_dir()), isDirectory: true)
    }

    isolated deinit {
        close()
    }

    /// Whether a dialog is open.
    var isOpen: Bool { dialog != nil }

    /// Asks for a drawings file to open; calls `chosen` with it unless the user cancels.
    func open(_ chosen: @escaping (URL) -> Void) {
        show(title: "Open drawings", action: GTK_FILE_CHOOSER_ACTION_OPEN, accept: "_Open", name: nil, chosen)
    }

    /// Asks where to save drawings, suggesting `name`; calls `chosen` with the file unless the
    /// user cancels. GTK's dialog asks before replacing a file.
    func save(suggesting name: String, _ chosen: @escaping (URL) -> Void) {
        show(
            title: "Save drawings", action: GTK_FILE_CHOOSER_ACTION_SAVE, accept: "_Save", name: name, chosen)
    }

    private func show(
        title: String, action: GtkFileChooserAction, accept: String, name: String?,
        _ chosen: @escaping (URL) -> Void
    ) {
        guard dialog == nil,
            let native = gtk_file_chooser_native_new(title, parent, action, accept, "_Cancel")
        else { return }
        dialog = native
        let chooser: OpaquePointer = cast(native)
        let start = g_file_new_for_path(folder.path)
        _ = gtk_file_chooser_set_current_folder(chooser, start, nil)
        g_object_unref(raw(start))
        if let name { gtk_file_chooser_set_current_name(chooser, name) }
        for (label, pattern) in [("Drawings (*.json)", "*.json"), ("All files", "*")] {
            let filter = gtk_file_filter_new()
            gtk_file_filter_set_name(filter, label)
            gtk_file_filter_add_pattern(filter, pattern)
            gtk_file_chooser_add_filter(chooser, filter)
            g_object_unref(raw(filter))
        }
        gtk_native_dialog_set_modal(cast(native), 1)
        Signals.connectResponse(native) { [unowned self] response in
            let url = response == GTK_RESPONSE_ACCEPT.rawValue ? chosenFile(chooser) : nil
            close()
            guard let url else { return }
            folder = url.deletingLastPathComponent()
            chosen(url)
        }
        gtk_native_dialog_show(cast(native))
    }

    /// The file the user chose in `chooser`.
    private func chosenFile(_ chooser: OpaquePointer) -> URL? {
        guard let file = gtk_file_chooser_get_file(chooser) else { return nil }
        defer { g_object_unref(raw(file)) }
        guard let path = g_file_get_path(file) else { return nil }
        defer { g_free(path) }
        return URL(fileURLWithPath: String(cString: path))
    }

    /// Hides and frees the open dialog, if any.
    private func close() {
        guard let dialog else { return }
        self.dialog = nil
        gtk_native_dialog_destroy(cast(dialog))
        g_object_unref(raw(dialog))
    }
}
