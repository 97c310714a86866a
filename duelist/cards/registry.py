"""Which cards the engine can play, and their behaviour modules.

A Normal Monster needs no script: the rules alone play it. Any other card needs a
behaviour module in `duelist/cards/scripts/`, one per card, named `c<passcode>_<name>.py`
(DESIGN §5). A module defines `DESCRIPTION` (our own words, never the official text)
and `EFFECTS` (a list of `duelist.engine.effects.Effect`); optional module constants:
`SUMMON_CONDITION` ("never": cannot be Special Summoned; "proc_only": only by its own
procedure), `SPECIAL_SUMMON_IF(ctx)` beside it or alone ("cannot be Special Summoned unless
...", "cannot be Special Summoned from the GY") and
`CANNOT_NORMAL_SUMMON`.

Card texts by era: a card whose text in force in an era differed from today's declares
`ERAS = {"2005": {"DESCRIPTION": ..., "EFFECTS": [...]}}` (any module constant may be
replaced; EFFECTS must be Effect objects of their own). A duel plays the texts its rules
name (`Rules.card_texts`: "current", or "2005" under the GOAT preset).
"""

import importlib
import os
import types

_SCRIPT_DIR = os.path.join(os.path.dirname(os.path.abspath(__file__)), "scripts")
_index = None        # passcode -> module name


class _Scripts(dict):
    """passcode (or (passcode, era)) -> CardScript, counting its changes (`version`): a
    script built, or one swapped in or out (tests stand a script in with monkeypatch's
    setitem), moves it, so a duel's set-up template can tell in one comparison that every
    card still has the script it was built with (`scripts_version`)."""
    version = 0

    def __setitem__(self, key, value):
        self.version += 1
        dict.__setitem__(self, key, value)

    def __delitem__(self, key):
        self.version += 1
        dict.__delitem__(self, key)

    def _changed(name):
        def method(self, *args, **kwargs):
            self.version += 1
            return getattr(dict, name)(self, *args, **kwargs)
        method.__name__ = name
        return method

    pop = _changed("pop")
    popitem = _changed("popitem")
    setdefault = _changed("setdefault")
    update = _changed("update")
    clear = _changed("clear")
    del _changed


_scripts = _Scripts()   # passcode (or (passcode, era)) -> CardScript (built once, shared by every duel)
# The script table, public for tests that give a real card a made-up effect for one test
# (`monkeypatch.setitem(registry.scripts, data.code, CardScript(data, module))`; undone after
# the test): every write moves `scripts_version`, so set-up templates see the stand-in.
scripts = _scripts
_TODAYS = object()   # _scripts[(passcode, era)]: the card plays today's text in that era
_MISSING = object()


def script_index():
    """passcode -> module name of every card script (read from the scripts folder)."""
    global _index
    if _index is None:
        index = {}
        for name in sorted(os.listdir(_SCRIPT_DIR)):
            if name.startswith("c") and name.endswith(".py") and "_" in name:
                code = name[1:name.index("_")]
                if code.isdigit():
                    index[int(code)] = name[:-3]
        _index = index
    return _index


def _module_for(card):
    index = script_index()
    name = index.get(card.code) or index.get(card.alias)
    if name is None:
        return None
    return importlib.import_module("duelist.cards.scripts." + name)


def _module_in_era(module, era):
    """The module, or a copy of its constants with the era's replacements."""
    overrides = (getattr(module, "ERAS", None) or {}).get(era) if era else None
    if not overrides:
        return module
    unknown = sorted(k for k in overrides if not k.isupper())
    if unknown:
        raise ValueError("%s: ERAS[%r] may only replace module constants, not %s"
                         % (module.__name__, era, ", ".join(unknown)))
    facts = dict(vars(module))
    facts.update(overrides)
    view = types.SimpleNamespace(**facts)
    view.ERA = era
    return view


def get_script(card, era=None):
    """The card's CardScript for the card texts of `era` (None or "current": today's; "2005":
    as in force in 2005, where its script declares a difference), or None for cards without
    a script (Normal Monsters)."""
    era = era if era != "current" else None
    key = card.code if era is None else (card.code, era)     # today's texts: keyed by passcode
    script = _scripts.get(key, _MISSING)     # (one look; .get is dict's own, `in` would go through _Scripts)
    if script is not _MISSING:
        return get_script(card) if script is _TODAYS else script
    module = _module_for(card)
    script = None
    if era is not None and (module is None or era not in (getattr(module, "ERAS", None) or {})):
        _scripts[key] = _TODAYS
        return get_script(card)             # same text in that era: today's script
    if module is not None:
        from duelist.engine.effects import CardScript
        script = CardScript(card, _module_in_era(module, era))
    _scripts[key] = script
    return script


def scripts_version():
    """A number that changes whenever a script `get_script` gives may have changed."""
    return _scripts.version


def era_differs(card, era):
    """Does the card's script declare a different text for `era`?"""
    module = _module_for(card) if has_script(card) else None
    return module is not None and era in (getattr(module, "ERAS", None) or {})


def cards_differing_in(era):
    """Passcodes of the scripted cards whose text in `era` differs from today's."""
    out = []
    for code, name in sorted(script_index().items()):
        module = importlib.import_module("duelist.cards.scripts." + name)
        if era in (getattr(module, "ERAS", None) or {}):
            out.append(code)
    return out


def has_script(card):
    index = script_index()
    return card.code in index or bool(card.alias and card.alias in index)


def name_as(card):
    """The passcode whose card name this card's name is always treated as (its script's
    `NAME_AS`: Harpie Lady 1 -> "Harpie Lady"), or None. The same in every era a script plays
    (an ERAS entry does not change it: the card's name rule is not one of its texts' effects)."""
    module = _module_for(card) if has_script(card) else None
    return getattr(module, "NAME_AS", None) if module is not None else None


def incomplete(card):
    """Why a scripted card is not playable yet, or None: its script plays only part of its
    text and says which part is missing in a module constant `INCOMPLETE` (a sentence). Such a
    card is refused in decks like a card with no script; positions built for tests may hold it
    (its script runs); the property test leaves it out of its decks."""
    module = _module_for(card) if has_script(card) else None
    return getattr(module, "INCOMPLETE", None) if module is not None else None


def is_implemented(card):
    """True when the engine can play this card faithfully."""
    if has_script(card):
        return not incomplete(card)
    # a Tuner without an effect is still plain: being a Tuner is a rule the engine reads
    kinds = tuple(k for k in card.kinds if k != "Tuner")
    if card.card_type == "Monster" and not card.is_pendulum and not card.is_token and "Effect" not in kinds \
            and kinds and all(k in ("Fusion", "Ritual") for k in kinds):
        if "Fusion" in kinds:
            from duelist.engine.extra import fusion_spec
            return fusion_spec(card) is not None     # the engine reads its material line
        return True     # a Ritual Monster without an effect: its summon is the rules' (engine/extra.py)
    if card.card_type == "Monster" and kinds == ("Synchro",):
        from duelist.engine.extra import synchro_spec
        return synchro_spec(card) is not None    # a Synchro Monster without an effect: plain materials
    if card.card_type == "Monster" and kinds == ("Xyz",):
        from duelist.engine.xyz import xyz_spec
        return xyz_spec(card) is not None        # an Xyz Monster without an effect: a line the engine reads
    return (card.card_type == "Monster" and "Normal" in card.kinds
            and not card.is_pendulum and not card.is_extra_deck and not card.is_token)


def support_status(card):
    """A short phrase for tools: why a card is or is not playable."""
    if has_script(card):
        missing = incomplete(card)
        if missing:
            return "not implemented yet (its card script plays part of it: %s)" % missing
        return "implemented (card script)"
    if card.is_token:
        return "a Token: made on the field by a card's effect, never part of a deck"
    if is_implemented(card):
        return "implemented (Normal Monster, no script needed)"
    return "not implemented yet (its effect has no script)"


def describe_card(card, era=None):
    """Our own one-line description of an implemented card (never the official text), for
    the card texts of `era` (see get_script)."""
    if has_script(card):
        module = _module_for(card)
        if era and era != "current":
            module = _module_in_era(module, era)
        return getattr(module, "DESCRIPTION", None)
    if not is_implemented(card):
        return None
    return ("A Level %d %s %s Normal Monster with %s ATK and %s DEF and no effect: "
            "it only summons, battles and Tributes." % (
                card.level or 0, card.attribute, card.race,
                "?" if card.atk is None else card.atk, "?" if card.defense is None else card.defense))
