"""The referee checks the duel's activation-bar gate against the duel's cards (round 59a).

A card whose effect bars activations or summons (Jowgen the Spiritualist's C.NO_SPECIAL_SUMMON,
Prohibition's name, Goblin of Greed's discard costs, Spell Canceller's Spell lock, Spatial
Collapse's cap) opens a gate as it joins the duel (duel.py `_new_card`, the tags of
`ACTIVATION_BAR_TAGS`); the bar is asked only behind that gate, so a card declaring such a tag
with the gate closed would be a bar never applied. `check_invariants` (run after each decision
by the property tests) now fails such a duel. A duel whose gate is closed cannot be built
through the public API (every card joins through `_new_card`), so these tests run the check on
real duels: one for each bundled card that declares such a tag, and one in play holding Jowgen."""

import importlib
import pkgutil

from duelist.cards.db import get_card
from duelist.engine.duel import ACTIVATION_BAR_TAGS
from duelist.testing.invariants import check_invariants
from duelist.testing.scenario import Script, Table


def _declaring():
    """The bundled card scripts' passcodes that declare a tag of ACTIVATION_BAR_TAGS (an
    effect's tag or their LASTING_TAGS, any era)."""
    import duelist.cards.scripts as scripts
    out = []
    for info in pkgutil.iter_modules(scripts.__path__):
        module = importlib.import_module("duelist.cards.scripts." + info.name)
        effects = list(getattr(module, "EFFECTS", ()))
        for era in getattr(module, "ERAS", {}).values():
            effects.extend(era.get("EFFECTS", ()))
        tags = {e.tag for e in effects} | set(getattr(module, "LASTING_TAGS", ()))
        if tags & ACTIVATION_BAR_TAGS:
            out.append(int(info.name[1:9]))
    return out


def test_the_cards_that_open_the_gate_are_the_known_ones():
    """Q: which bundled cards declare a tag that opens the activation-bar gate? A: among them
    Jowgen, Prohibition, Goblin of Greed, Spell Canceller and Spatial Collapse."""
    names = {get_card(code).name for code in _declaring()}
    assert {"Jowgen the Spiritualist", "Prohibition", "Goblin of Greed", "Spell Canceller",
            "Spatial Collapse"} <= names


def test_every_such_card_in_a_duel_keeps_the_referee_content():
    """Q: a duel holding any one of those cards (in a hand, as it joins the duel): does the
    referee find its gate open? A: yes, for each of them."""
    for code in _declaring():
        table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
        table.hand(0, get_card(code).name)
        duel = table.build()
        check_invariants(duel)


def test_a_duel_in_play_holding_jowgen_keeps_the_referee_content():
    """Q: Jowgen the Spiritualist is face-up; the turn goes on (a Normal Summon, the End Phase).
    A: the referee finds the gate open after each decision."""
    table = Table(rules="MR5", turn=3, turn_player=0, phase="main1")
    table.monster(0, "Jowgen the Spiritualist")
    table.hand(0, "Battle Ox")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    check_invariants(duel)
    s.pick("summon", "Battle Ox", request="idle")
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")
    check_invariants(duel)
    s.pick("end_turn", request="idle")
    check_invariants(duel)
