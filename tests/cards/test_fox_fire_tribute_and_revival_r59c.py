"""Fox Fire (88753985): it cannot be Tributed for a Tribute Summon, and only for one (a cost's or
another effect's Tribute may take it); destroyed by battle while face-up and sent to the GY, it
is Special Summoned from the GY in that turn's End Phase (a mandatory trigger).

Sources: yugioh-wiki.net 《きつね火》 (today's text and the RISE OF DESTINY text: "cannot be
Tributed for a Tribute Summon", a continuous effect, so none while face-down or while its effects
are negated (Skill Drain: the page's note); destroyed face-down it does not come back); the card's
2005 print (RDS-EN029) in our words. Seed 000 §上級召喚 (the Tributes of a Tribute Summon)."""

import pytest

from duelist.engine import state as S
from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table

FOX = "Fox Fire"


def _pass(s):
    for _ in range(12):
        if s.duel.request is None or s.duel.request.kind != "chain":
            return
        s.pick("pass")


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_fox_fire_alone_cannot_be_tributed_for_a_tribute_summon(rules):
    """Q: Fox Fire (face-up) is my only monster; Summoned Skull (Level 6, one Tribute) is in my
    hand. May I Tribute Summon or Tribute Set it? A: no: neither is offered."""
    table = Table(rules=rules, turn=3, turn_player=0)
    table.monster(0, FOX)
    table.hand(0, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    assert duel.request.kind == "idle"
    assert not s.has("summon", "Summoned Skull") and not s.has("set", "Summoned Skull")


def test_fox_fire_is_not_offered_among_the_tributes():
    """Q: Fox Fire and Kuriboh are mine; I Tribute Summon Summoned Skull. A: only Kuriboh is
    offered as the Tribute: Skull arrives, Kuriboh goes to the GY, Fox Fire stays."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, FOX)
    table.monster(0, "Kuriboh")
    table.hand(0, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Summoned Skull", request="idle")
    s.expect(request="tribute")
    assert not s.has("tribute", FOX) and s.has("tribute", "Kuriboh")
    s.pick("tribute", "Kuriboh", request="tribute")
    _pass(s)
    assert sorted(field_monsters(duel, 0)) == [FOX, "Summoned Skull"]
    assert grave(duel, 0) == ["Kuriboh"]


def test_fox_fire_face_down_may_be_tributed_for_a_tribute_summon():
    """Q: my Fox Fire is face-down (Set). May I Tribute it to Tribute Summon Summoned Skull?
    A: yes: its bar is a continuous effect of a face-up card."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, FOX, position="set")
    table.hand(0, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Summoned Skull", request="idle")
    if duel.request.kind == "tribute":
        s.pick("tribute", FOX, request="tribute")
    _pass(s)
    assert field_monsters(duel, 0) == ["Summoned Skull"] and grave(duel, 0) == [FOX]


def test_fox_fire_may_be_tributed_for_a_cost_and_does_not_come_back():
    """Q: may Fox Fire be the Tribute Enemy Controller's second effect asks as its cost? A: yes:
    only a Tribute for a Tribute Summon is barred. Fox Fire goes to the GY, I take control of
    Summoned Skull; Fox Fire was not destroyed by battle, so it stays in the GY at the End Phase."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Enemy Controller")
    table.monster(0, FOX)
    skull = table.monster(1, "Summoned Skull")
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    duel = table.build()
    s = Script(duel)
    found = [o for o in duel.request.options if o.kind == "activate" and o.name == "Enemy Controller"
             and o.effect == 1]
    assert len(found) == 1
    s.answer(found[0])
    s.expect(request="select", player=0)                 # the Tribute, the cost
    s.pick("select", FOX)
    s.pick("target", "Summoned Skull", player=0)
    _pass(s)
    assert skull.card(duel).controller == 0
    assert sorted(grave(duel, 0)) == ["Enemy Controller", FOX]
    s.end_turn()
    assert duel.turn == 4 and FOX in grave(duel, 0) and FOX not in field_monsters(duel, 0)


def _battle_and_end(s):
    s.pick("attack", "Battle Ox", target=s.fox, player=1)
    _pass(s)
    s.pick("end_battle", player=1)
    _pass(s)
    s.pick("end_turn", player=1)
    for _ in range(8):
        kind = s.duel.request.kind
        if kind == "chain":
            s.pick("pass")
        elif kind == "option":
            s.pick("option", "Defense Position")
        else:
            return


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_fox_fire_destroyed_by_battle_comes_back_in_the_end_phase(rules):
    """Q: my opponent's Battle Ox destroys my face-up Fox Fire by battle in their turn. A: in that
    End Phase Fox Fire is Special Summoned from my GY (it must be): it is on my field again."""
    table = Table(rules=rules, turn=4, turn_player=1, phase="battle_step")
    fox = table.monster(0, FOX)
    table.monster(1, "Battle Ox")
    table.deck(0, ["Mystical Elf"] * 5)
    table.deck(1, ["Mystical Elf"] * 5)
    duel = table.build()
    s = Script(duel)
    s.fox = fox
    _battle_and_end(s)
    assert duel.turn == 5
    assert field_monsters(duel, 0) == [FOX] and grave(duel, 0) == []
    assert fox.card(duel).position in (S.FACEUP_ATTACK, S.FACEUP_DEFENSE)


def test_fox_fire_under_skill_drain_may_be_tributed_for_a_tribute_summon():
    """Q: Skill Drain is face-up (face-up monsters' effects are negated); Fox Fire is my only
    monster. May I Tribute it for Summoned Skull? A: yes: its bar is its own effect, negated
    (yugioh-wiki.net 《きつね火》: with Skill Drain it can be a Tribute for a Tribute Summon)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, FOX)
    table.spell_trap(1, "Skill Drain", face_down=False)
    table.hand(0, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Summoned Skull", request="idle")
    if duel.request.kind == "tribute":
        s.pick("tribute", FOX, request="tribute")
    _pass(s)
    assert field_monsters(duel, 0) == ["Summoned Skull"] and grave(duel, 0) == [FOX]
