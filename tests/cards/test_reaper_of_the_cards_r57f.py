"""Reaper of the Cards (33066139): FLIP: target 1 Trap on the field and destroy it; a Set target is
revealed, and destroyed only if it is a Trap.

Sources: the card's texts in our words -- the 2005 print (LOB: a face-down target is flipped to be
looked at, destroyed if it is a Trap, else put back face-down) and today's (target 1 Trap; a Set
target is revealed and destroyed only if a Trap) do the same (no ERAS entry); it plays as Trap
Master does (the same effect). yugioh-wiki.net 《カードを狩る死神》: a Set card may be targeted and is
revealed. A Trap chained in answer and left face-up on the field (a Continuous Trap) is still a
Trap when the flip effect resolves: it is destroyed (Call of the Haunted's own rule then destroys
its monster, seed 000 §永續陷阱). Jinzo negates Trap effects, not a monster's destruction of a Trap."""

from duelist.testing.reads import field_monsters, grave, of_type
from duelist.testing.scenario import Script, Table

ROTC = "Reaper of the Cards"


def _flip(set_cards=(), up_cards=(), rules="GOAT", extra=None):
    table = Table(rules=rules, turn=3, turn_player=0)
    reaper = table.monster(0, ROTC, position="set")
    refs = [table.spell_trap(1, c) for c in set_cards]
    refs += [table.spell_trap(1, c, face_down=False) for c in up_cards]
    if extra:
        extra(table)
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", reaper, request="idle")
    return duel, s, reaper, refs


def test_reaper_of_the_cards_destroys_a_face_up_trap():
    """Q: I Flip Summon Reaper of the Cards; my opponent has a face-up Dragon Capture Jar. A: I
    target it and it is destroyed."""
    duel, s, _, _ = _flip(up_cards=["Dragon Capture Jar"])
    s.pick("target", "Dragon Capture Jar", player=0, request="target")
    assert grave(duel, 1) == ["Dragon Capture Jar"]
    assert duel.request.kind == "idle"


def test_reaper_of_the_cards_reveals_and_destroys_a_set_trap():
    """Q: I target my opponent's Set card, a Trap Hole. A: it is revealed and destroyed."""
    duel, s, _, _ = _flip(set_cards=["Trap Hole"])
    s.pick("target", player=0, request="target")
    s.pick("pass", player=1, request="chain")
    assert [e["name"] for e in of_type(duel, "reveal")] == ["Trap Hole"]
    assert grave(duel, 1) == ["Trap Hole"]


def test_reaper_of_the_cards_a_set_spell_is_revealed_and_stays_set():
    """Q: my target, a Set card, is Dark Hole. A: it is revealed and stays Set, not destroyed."""
    duel, s, _, refs = _flip(set_cards=["Dark Hole"], rules="MR5")
    s.pick("target", player=0, request="target")
    assert [e["name"] for e in of_type(duel, "reveal")] == ["Dark Hole"]
    hole = refs[0].card(duel)
    assert hole.location == "szone" and not hole.face_up
    assert grave(duel, 1) == []


def test_reaper_of_the_cards_cannot_target_a_face_up_spell():
    """Q: my opponent's only Spell/Trap is a face-up Swords of Revealing Light. A: it is not a
    Trap: nothing can be targeted, nothing is destroyed."""
    duel, s, reaper, refs = _flip(up_cards=["Swords of Revealing Light"])
    assert duel.request.kind != "target"
    for _ in range(4):
        if duel.request.kind == "idle":
            break
        s.pick("pass", first=True)
    assert refs[0].card(duel).location == "szone" and grave(duel, 1) == []
    assert reaper.card(duel).position == "attack"


def test_reaper_of_the_cards_destroys_a_chained_call_of_the_haunted_and_its_monster():
    """Q: I target my opponent's Set Call of the Haunted; in answer they activate it and revive
    Summoned Skull. A: Call of the Haunted is a face-up Trap when my flip effect resolves: it is
    destroyed, and Summoned Skull with it."""
    duel, s, _, _ = _flip(set_cards=["Call of the Haunted"],
                          extra=lambda t: t.grave(1, "Summoned Skull"))
    s.pick("target", player=0, request="target")
    s.pick("activate", "Call of the Haunted", player=1, request="chain")
    s.pick("target", "Summoned Skull", player=1)
    for _ in range(4):
        if duel.request.kind == "idle":
            break
        s.pick("pass", first=True)
    assert sorted(grave(duel, 1)) == ["Call of the Haunted", "Summoned Skull"]
    assert field_monsters(duel, 1) == []


def test_reaper_of_the_cards_destroys_a_trap_under_jinzo():
    """Q: my opponent controls Jinzo and a face-up Dragon Capture Jar. A: Jinzo negates Traps'
    effects, not my monster's effect: Dragon Capture Jar is destroyed."""
    duel, s, _, _ = _flip(up_cards=["Dragon Capture Jar"], extra=lambda t: t.monster(1, "Jinzo"))
    s.pick("target", "Dragon Capture Jar", player=0, request="target")
    assert grave(duel, 1) == ["Dragon Capture Jar"]
