"""Gray Wing (29618570), Level 3 WIND Dragon, 1300 / 700: in Main Phase 1, discard 1 card (a cost)
so that it may attack twice in the Battle Phase of this turn.

Sources, in our words: the card's text (LOD-041, 2003: "by discarding 1 card from your hand to the
Graveyard, this card can attack twice during the same Battle Phase; this effect can only be used
during Main Phase 1"; today's "during your Main Phase 1: you can discard 1 card" does the same: no
ERAS entry); yugioh-wiki.net 《グレイ・ウイング》 (an ignition effect of Main Phase 1 only, the discard
its cost); Goblin of Greed's text (no card or effect that discards as a cost may be activated)."""

from duelist.testing.reads import grave, hand, lp
from duelist.testing.scenario import Script, Table

GW = "Gray Wing"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def _table(phase="main1"):
    table = Table(rules="GOAT", turn=3, turn_player=0, phase=phase)
    table.monster(0, GW)
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    return table


def test_gray_wing_discards_and_attacks_twice():
    """Q: in Main Phase 1 I discard Celtic Guardian for Gray Wing, then attack directly. A: Gray Wing
    attacks twice: my opponent takes 1300 twice, 2600."""
    table = _table()
    table.hand(0, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", GW)
    if duel.request.kind == "select":
        s.pick("select", "Celtic Guardian")
    _pass(s)
    assert grave(duel, 0) == ["Celtic Guardian"] and hand(duel, 0) == []
    s.pick("battle")
    _pass(s)
    s.pick("attack", GW, target="player")
    _pass(s)
    s.pick("attack", GW, target="player")
    _pass(s)
    assert lp(duel) == (8000, 5400)
    assert not s.has("attack", GW, target="player")


def test_gray_wing_without_its_effect_attacks_once():
    """Q: I do not use the effect. A: Gray Wing attacks once: 1300; no second attack is offered."""
    table = _table(phase="battle_step")
    table.hand(0, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", GW, target="player")
    _pass(s)
    assert lp(duel) == (8000, 6700)
    assert not s.has("attack", GW, target="player")


def test_gray_wing_only_in_main_phase_1_and_with_a_card_to_discard():
    """Q: may I use it in Main Phase 2, or with an empty hand? A: no: Main Phase 1 only, and the
    discard is its cost."""
    table = _table(phase="main2")
    table.hand(0, "Celtic Guardian")
    duel = table.build()
    assert not Script(duel).has("activate", GW)
    duel = _table().build()
    assert not Script(duel).has("activate", GW)


def test_gray_wing_under_goblin_of_greed():
    """Q: my opponent controls a face-up Goblin of Greed. A: Gray Wing's effect discards as a cost:
    it cannot be activated."""
    table = _table()
    table.hand(0, "Celtic Guardian")
    table.monster(1, "Goblin of Greed")
    duel = table.build()
    assert not Script(duel).has("activate", GW)
