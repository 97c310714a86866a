"""Armed Ninja: a Flip effect that targets 1 Spell on the field and destroys it; a Set target is
revealed and destroyed only if it is a Spell (else it stays Set).

Sources: the card's text in our words (the 2005 LOB print, "if this card's target is face-down,
flip it face-up; if the card is a Magic card it is destroyed, if not it is returned to its
face-down position", does what today's does: no ERAS entry); the OCG text of 《青い忍者》, our reading of it (a Set
card may be targeted and is revealed; a Field Spell is a Spell on the field); Reaper of the
Cards' and Trap Master's rulings, the same effect for Traps (tests/cards/
test_reaper_of_the_cards_r57f.py); seed 000 §魔法卡 (an activated Spell is a face-up card on
the field; a Quick-Play Spell chained in answer resolves first and is sent to the GY only once
the whole chain has resolved, the engine's reading: the Flip effect still destroys it, after its
effect was applied; our reading).
The 2005-era wording quoted above is as we recall it (not checked against a scan of the print)."""

from duelist.testing.reads import field_monsters, grave, of_type
from duelist.testing.scenario import Script, Table

NINJA = "Armed Ninja"


def _resolve(s):
    while s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def _flip(set_cards=(), up_cards=(), field=None, rules="GOAT"):
    table = Table(rules=rules, turn=3, turn_player=0)
    ninja = table.monster(0, NINJA, position="set")
    refs = [table.spell_trap(1, c) for c in set_cards]
    refs += [table.spell_trap(1, c, face_down=False) for c in up_cards]
    if field:
        refs.append(table.field_spell(1, field))
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", ninja, request="idle")
    return duel, s, ninja, refs


def test_armed_ninja_destroys_a_face_up_spell():
    """Q: I Flip Summon Armed Ninja; my opponent has a face-up Swords of Revealing Light: A: I
    target it and it is destroyed."""
    duel, s, _, refs = _flip(up_cards=["Swords of Revealing Light"])
    s.pick("target", refs[0], player=0, request="target")
    _resolve(s)
    assert grave(duel, 1) == ["Swords of Revealing Light"]


def test_armed_ninja_destroys_a_field_spell():
    """Q: my opponent's only Spell is their face-up Field Spell Umi: A: it may be targeted and is
    destroyed."""
    duel, s, _, refs = _flip(field="Umi")
    s.pick("target", refs[0], player=0, request="target")
    _resolve(s)
    assert grave(duel, 1) == ["Umi"]


def test_armed_ninja_reveals_a_set_trap_and_leaves_it_set():
    """Q: I target my opponent's Set card, a Trap Hole (MR5, so it cannot be chained to a Flip
    Summon's effect): A: it is revealed and stays Set, not destroyed; a Set Spell is revealed and
    destroyed."""
    duel, s, _, refs = _flip(set_cards=["Trap Hole"], rules="MR5")
    s.pick("target", refs[0], player=0, request="target")
    _resolve(s)
    assert [e["name"] for e in of_type(duel, "reveal")] == ["Trap Hole"]
    hole = refs[0].card(duel)
    assert hole.location == "szone" and not hole.face_up and grave(duel, 1) == []

    duel, s, _, refs = _flip(set_cards=["Dark Hole"], rules="MR5")
    s.pick("target", refs[0], player=0, request="target")
    _resolve(s)
    assert [e["name"] for e in of_type(duel, "reveal")] == ["Dark Hole"]
    assert grave(duel, 1) == ["Dark Hole"]


def test_armed_ninja_cannot_target_a_face_up_trap():
    """Q: my opponent's only card there is a face-up Dragon Capture Jar (a Trap): A: no target:
    the Flip effect is not activated, nothing is destroyed."""
    duel, s, ninja, refs = _flip(up_cards=["Dragon Capture Jar"])
    _resolve(s)
    assert duel.request.kind == "idle"
    assert refs[0].card(duel).location == "szone" and grave(duel, 1) == []


def test_armed_ninja_target_scapegoat_chained_in_answer_still_gives_the_tokens():
    """Q: I target my opponent's Set Scapegoat; in answer they activate it: A: Scapegoat resolves
    first: its 4 Sheep Tokens come; it is still face-up on the field (a resolved Spell leaves
    only once the whole chain has resolved), so Armed Ninja's effect destroys it -- too late to
    stop the Tokens."""
    duel, s, _, refs = _flip(set_cards=["Scapegoat"])
    s.pick("target", refs[0], player=0, request="target")
    s.pick("activate", "Scapegoat", player=1, request="chain")
    _resolve(s)
    assert grave(duel, 1) == ["Scapegoat"]
    assert field_monsters(duel, 1) == ["Sheep Token"] * 4
    assert [e["name"] for e in of_type(duel, "destroyed")] == ["Scapegoat"]
