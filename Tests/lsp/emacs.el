;;; emacs.el --- Emacs and Eglot, in batch, as a user's editor of `l10nedit lsp'  -*- lexical-binding: t -*-
;; Tests/lsp/emacs.sh runs it: opens the app's Swift file, waits for the diagnostics (Flymake),
;; hovers, completes (completion-at-point), goes to the definition (xref) and renames a key
;; (eglot-rename, the buffers then saved), printing one "RESULT name: value" line each.
;; Debian's Emacs 28 with elpa-eglot (1.9); Emacs 29 and later have Eglot built in.

(require 'package)
(add-to-list 'package-directory-list "/usr/share/emacs/site-lisp/elpa")
(package-initialize)
(require 'eglot)
(require 'xref)

(defvar l10nedit-bin (getenv "L10NEDIT_BIN"))
(defvar l10nedit-root (file-name-as-directory (getenv "PROJECT")))
(defconst l10nedit-timeout 8)

(defun l10nedit-say (name value)
  (princ (format "RESULT %s: %s\n" name (replace-regexp-in-string "\n" " | " (format "%s" value)))))

(defun l10nedit-wait (predicate)
  "Waits until PREDICATE holds, or the timeout."
  (let ((deadline (+ (float-time) l10nedit-timeout)))
    (while (and (not (funcall predicate)) (< (float-time) deadline))
      (accept-process-output nil 0.05))))

(defun l10nedit-goto (needle offset)
  "Moves to OFFSET characters after the start of the first NEEDLE."
  (goto-char (point-min))
  (search-forward needle)
  (goto-char (+ (match-beginning 0) offset)))

;; No swift-mode in a bare Emacs (users install it from MELPA): a mode of that name is enough.
(unless (fboundp 'swift-mode)
  (define-derived-mode swift-mode prog-mode "Swift"))
(add-to-list 'eglot-server-programs `(swift-mode . (,l10nedit-bin "lsp")))
;; The project is the copied folder (it has no version control).
(add-hook 'project-find-functions (lambda (_) (cons 'transient l10nedit-root)))
(setq eglot-sync-connect t
      eglot-autoshutdown t
      eglot-send-changes-idle-time 0.1)

(condition-case err
    (progn
      (find-file (expand-file-name "App/NotesView.swift" l10nedit-root))
      (swift-mode)
      (apply #'eglot (eglot--guess-contact))
      (l10nedit-say "connected" (eglot--project-nickname (eglot-current-server)))

      ;; Diagnostics: the three planted problems of NotesView.swift, through Flymake.
      (l10nedit-wait (lambda () (>= (length (flymake-diagnostics)) 3)))
      (l10nedit-say
       "diagnostics"
       (mapconcat
        (lambda (diagnostic)
          ;; Eglot 1.9 writes the code into the text: "l10nedit [key-not-found]: …".
          (let ((text (flymake-diagnostic-text diagnostic)))
            (format "%d:%s" (line-number-at-pos (flymake-diagnostic-beg diagnostic))
                    (if (string-match "\\[\\([^]]+\\)\\]" text) (match-string 1 text) text))))
        (sort (flymake-diagnostics)
              (lambda (a b) (< (flymake-diagnostic-beg a) (flymake-diagnostic-beg b))))
        " "))

      ;; Hover on welcome.title (after é, 😀 and 日本 on its line): what eldoc shows.
      (l10nedit-goto "\"welcome.title\"" 3)
      (let ((hover (jsonrpc-request (eglot--current-server-or-lose) :textDocument/hover
                                    (eglot--TextDocumentPositionParams))))
        (l10nedit-say "hover" (plist-get (plist-get hover :contents) :value)))

      ;; Completion inside a key being typed (an unsaved change), as completion-at-point has it.
      (l10nedit-goto "return status" 0)
      (beginning-of-line)
      (insert "    _ = NSLocalizedString(\"settings.sy\", comment: \"\")\n")
      (l10nedit-goto "\"settings.sy\"" 12)
      ;; Eglot's capf takes the symbol before point ("sy") and filters the server's items with
      ;; the flex style (Eglot 1.9's default for its completion category).
      (let* ((capf (eglot-completion-at-point))
             (typed (buffer-substring-no-properties (nth 0 capf) (nth 1 capf)))
             (completion-styles '(flex))
             (found (completion-all-completions typed (nth 2 capf) nil (length typed)))
             (labels (cl-loop for rest on found while (consp rest)
                              collect (substring-no-properties (car rest)))))
        (l10nedit-say "completion" (mapconcat #'identity (sort labels #'string<) " ")))
      (l10nedit-goto "    _ = NSLocalizedString(\"settings.sy\"" 0)
      (delete-region (line-beginning-position) (1+ (line-end-position)))

      ;; Go to definition: the entries' files, through xref.
      (l10nedit-goto "\"welcome.title\"" 3)
      (let ((definitions (xref-backend-definitions 'eglot (xref-backend-identifier-at-point 'eglot))))
        (l10nedit-say
         "definition"
         (mapconcat
          (lambda (item)
            (let ((location (xref-item-location item)))
              (format "%s:%d"
                      (replace-regexp-in-string "^.*/Resources/" "" (xref-location-group location))
                      (xref-location-line location))))
          (sort definitions
                (lambda (a b) (string< (xref-location-group (xref-item-location a))
                                       (xref-location-group (xref-item-location b)))))
          " ")))

      ;; Rename a key, applied as Eglot applies it, then every buffer saved.
      (l10nedit-goto "\"note.shared_by\"" 3)
      ;; Eglot asks before editing files no buffer visits: the user answers yes.
      (cl-letf (((symbol-function 'y-or-n-p) (lambda (&rest _) t)))
        (eglot-rename "note.shared_with_you"))
      (save-some-buffers t)
      (l10nedit-say "rename" "applied")
      (eglot-shutdown (eglot-current-server)))
  (error (l10nedit-say "error" (error-message-string err))))
(kill-emacs 0)
