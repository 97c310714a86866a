"""Swarm of Locusts (41872150): once per turn, in its controller's Main Phase, it may turn
itself face-down Defense Position; when flipped face-up it targets a Spell/Trap on the field and
destroys it (mandatory).

Sources: the card's text (PGD 2004/2005 and today's, in our words: one meaning, no ERAS entry);
yugioh-wiki.net 《イナゴの軍勢》: an ignition effect turns it face-down once per turn, the flip
effect targets a Spell/Trap on the field (either side) and is mandatory; seed 000 §反轉效果: a
FLIP effect starts however the monster is flipped face-up; with no legal target a mandatory
targeting effect is not activated."""

from duelist.testing.reads import grave, of_type
from duelist.testing.scenario import Script, Table

LOCUSTS = "Swarm of Locusts"


def _finish(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def test_swarm_of_locusts_flip_summon_destroys_a_spell_or_trap():
    """Q: I Flip Summon Swarm of Locusts; my opponent has a Set Mirror Force. A: the Locusts
    target it; Mirror Force cannot answer (no attack is declared): it is destroyed, and the
    Locusts stay face-up."""
    table = Table(rules="GOAT", turn=3)
    locusts = table.monster(0, LOCUSTS, position="set")
    mirror = table.spell_trap(1, "Mirror Force")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", locusts)
    s.pick("target", mirror, player=0, request="target")
    _finish(s)
    assert grave(duel, 1) == ["Mirror Force"] and locusts.card(duel).position == "attack"


def test_swarm_of_locusts_flip_with_no_spell_or_trap_does_nothing():
    """Q: no Spell/Trap is on the field when it is flipped. A: the mandatory effect has no
    target and is not activated: no chain link."""
    table = Table(rules="GOAT", turn=3)
    locusts = table.monster(0, LOCUSTS, position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", locusts)
    _finish(s)
    assert of_type(duel, "chain") == [] and duel.request.kind == "idle"


def test_swarm_of_locusts_turns_face_down_then_flip_summons_next_turn():
    """Q: I turn my face-up Locusts face-down, once this turn; next turn I Flip Summon them. A:
    the effect is gone for the turn once used; the Flip Summon next turn destroys my opponent's
    Set Dust Tornado."""
    table = Table(rules="GOAT", turn=3)
    locusts = table.monster(0, LOCUSTS)
    tornado = table.spell_trap(1, "Dust Tornado", set_this_turn=True)
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", LOCUSTS)
    _finish(s)
    assert locusts.card(duel).position == "set"
    assert not s.has("activate", LOCUSTS)
    s.end_turn()
    s.end_turn()
    assert duel.turn == 5 and duel.turn_player == 0
    s.pick("flip_summon", locusts)
    s.pick("target", tornado, player=0)
    _finish(s)
    assert grave(duel, 1) == ["Dust Tornado"]
