/// The completion scripts `kheper completion` prints. Each hands the words on the line to `kheper __complete`,
/// which knows the commands, their options and the store, so no script names a command.
enum CompletionScripts {
    /// For bash (`source <(kheper completion bash)`).
    static let bash = #"""
        # kheper completion for bash: source <(kheper completion bash)
        # The word as the shell holds it, read as the command will get it: without a leading quote, and without
        # the backslash before each escaped character (bash inserts `Upper\ A` for "Upper A").
        _kheper_unescape() {
            local raw="${1#[\"\']}" word="" i
            for ((i = 0; i < ${#raw}; i++)); do
                [[ "${raw:i:1}" == "\\" ]] && ((i++))
                word+="${raw:i:1}"
            done
            printf '%s' "$word"
        }
        _kheper() {
            local IFS=$'\n' line word prefix
            local -a words=() values=() described=()
            for word in "${COMP_WORDS[@]:1:COMP_CWORD}"; do words+=("$(_kheper_unescape "$word")"); done
            local cur="${words[${#words[@]}-1]}"
            COMPREPLY=()
            while IFS= read -r line; do
                if [[ "$line" == ":files" ]]; then
                    COMPREPLY+=($(compgen -f -- "$cur"))
                else
                    values+=("${line%%$'\t'*}")
                    if [[ "$line" == *$'\t'* ]]; then
                        described+=("${line%%$'\t'*}  (${line#*$'\t'})")
                    else
                        described+=("$line")
                    fi
                fi
            done < <(command kheper __complete -- "${words[@]}" 2>/dev/null)
            (( ${#values[@]} )) || return 0
            if (( ${#values[@]} == 1 )); then
                COMPREPLY+=("${values[0]}")
                return 0
            fi
            # Several: bash first inserts what they share, so that is the answer when it adds to the word; once
            # there is nothing to add, bash lists them, each with its description (a block's kind and name).
            prefix="${values[0]}"
            for word in "${values[@]}"; do
                while [[ -n "$prefix" && "${word#"$prefix"}" == "$word" ]]; do prefix="${prefix%?}"; done
            done
            if (( ${#prefix} > ${#cur} )); then
                COMPREPLY+=("$prefix")
                compopt -o nospace 2>/dev/null
            else
                COMPREPLY+=("${described[@]}")
            fi
        }
        # -o filenames makes bash quote what it inserts, so a title with spaces stays one word.
        complete -o filenames -F _kheper kheper

        """#

    /// For zsh (`source <(kheper completion zsh)`).
    static let zsh = #"""
        #compdef kheper
        # kheper completion for zsh: source <(kheper completion zsh)
        _kheper() {
            local -a values descriptions
            local line
            for line in "${(@f)$(command kheper __complete -- "${(@)words[2,CURRENT]}" 2>/dev/null)}"; do
                [[ -z "$line" ]] && continue
                if [[ "$line" == ":files" ]]; then
                    _files
                else
                    values+=("${line%%$'\t'*}")
                    descriptions+=("${line//$'\t'/  -- }")
                fi
            done
            (( ${#values} )) && compadd -d descriptions -a values
        }
        if (( $+functions[compdef] )); then compdef _kheper kheper; fi

        """#

    /// For fish (`kheper completion fish > ~/.config/fish/completions/kheper.fish`).
    static let fish = #"""
        # kheper completion for fish: kheper completion fish > ~/.config/fish/completions/kheper.fish
        function __kheper_complete
            set -l words (commandline -opc) (commandline -ct)
            command kheper __complete -- $words[2..-1] 2>/dev/null | while read -l line
                if test "$line" = ":files"
                    __fish_complete_path (commandline -ct)
                else
                    echo $line
                end
            end
        end
        complete -c kheper -f -a '(__kheper_complete)'

        """#
}
