#ifndef SWIFTUI_TUTOR_CREADLINE_SHIM_H
#define SWIFTUI_TUTOR_CREADLINE_SHIM_H
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <readline/readline.h>
#include <readline/history.h>

/* Readline keeps its settings in global variables, which Swift 6 cannot touch safely.
   These accessors are the only place the tutor reads or writes them. */

static inline void tutor_rl_configure(const char *name, rl_completion_func_t *completion) {
    rl_readline_name = name;
    rl_catch_signals = 0;
    rl_attempted_completion_function = completion;
}

static inline void tutor_rl_completion_done(void) { rl_attempted_completion_over = 1; }

/* After a completed folder name no space is added, so the next name can follow. */
static inline void tutor_rl_no_space_after_completion(void) { rl_completion_append_character = '\0'; }

static inline const char *tutor_rl_library_version(void) { return rl_library_version; }

static inline const char *tutor_rl_line_buffer(void) { return rl_line_buffer ? rl_line_buffer : ""; }

/* The newest history entry, or NULL. */
static inline const char *tutor_history_last(void) {
    if (history_length <= 0) return NULL;
    HIST_ENTRY *entry = history_get(history_base + history_length - 1);
    return entry ? entry->line : NULL;
}

/* Code mode, while the learner pastes or types Swift: Tab indents instead of completing, the
   shell's command history is set aside, so Up never pulls a command into the code, and a
   bracketed paste is taken whole: its first line joins the line being typed and ends it, and
   the rest is kept for the shell to echo and use line by line (readline cannot redraw a line
   taller than the screen). */
static int tutor_rl_indent(int count, int key) {
    (void)key;
    for (int i = 0; i < (count > 0 ? count : 1); i++) rl_insert_text("    ");
    return 0;
}

static HISTORY_STATE *tutor_saved_history = NULL;
static char *tutor_paste_rest = NULL;

static int tutor_rl_code_paste(int count, int key) {
    (void)count;
    (void)key;
    size_t capacity = 1024, length = 0;
    char *text = malloc(capacity);
    if (!text) return 0;
    for (;;) {
        int c = rl_read_key();
        if (c < 0) break;
        if (length + 2 >= capacity) {
            char *bigger = realloc(text, capacity * 2);
            if (!bigger) break;
            text = bigger;
            capacity *= 2;
        }
        text[length++] = (char)(c == '\r' ? '\n' : c);
        if (length >= 6 && memcmp(text + length - 6, "\033[201~", 6) == 0) {
            length -= 6;
            break;
        }
    }
    text[length] = '\0';
    char *newline = strchr(text, '\n');
    if (newline) {
        *newline = '\0';
        free(tutor_paste_rest);
        tutor_paste_rest = strdup(newline + 1);
    }
    rl_insert_text(text);
    free(text);
    if (newline) {
        rl_redisplay();
        rl_done = 1;
    }
    return 0;
}

/* The pasted lines after the first, or NULL; the caller frees them. */
static inline char *tutor_rl_take_paste_rest(void) {
    char *rest = tutor_paste_rest;
    tutor_paste_rest = NULL;
    return rest;
}

static inline void tutor_rl_begin_code(void) {
    if (tutor_saved_history) return;
    tutor_saved_history = history_get_history_state();
    HISTORY_STATE empty;
    memset(&empty, 0, sizeof empty);
    history_set_history_state(&empty);
    rl_bind_key('\t', tutor_rl_indent);
    rl_bind_keyseq("\033[200~", tutor_rl_code_paste);
}

static inline void tutor_rl_end_code(void) {
    if (!tutor_saved_history) return;
    clear_history();
    history_set_history_state(tutor_saved_history);
    free(tutor_saved_history);
    tutor_saved_history = NULL;
    rl_bind_key('\t', rl_complete);
    rl_bind_keyseq("\033[200~", rl_bracketed_paste_begin);
}

#endif
