"""Nightmare Penguin: FLIP: target 1 card your opponent controls; return it to the hand. WATER
monsters you control gain 200 ATK.

Sources: the card's text (2005: "FLIP: return 1 card on your opponent's side of the field to
the owner's hand. As long as this card remains face-up on the field, increase the ATK of all
WATER monsters on your side of the field by 200 points"; today's: the same two effects: any
card the opponent controls, a Set Spell/Trap too; the boost reaches the Penguin itself, a WATER
monster, and only its controller's monsters); the rules of where cards go (a Fusion Monster
returned to the hand goes to the Extra Deck); seed 000 §反轉效果 (a Flip effect of a monster
flipped by an attack is activated after damage calculation); Skill Drain's text."""

import pytest

from duelist.testing.reads import field_monsters, hand
from duelist.testing.scenario import Script, Table


def _pass_all(s, duel):
    while duel.request.kind == "chain":
        s.pick("pass")


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_nightmare_penguin_returns_a_set_card_to_the_hand(rules):
    """Q: I Flip Summon Nightmare Penguin and target my opponent's Set Mirror Force. A: it goes
    back to their hand (2005 and today alike)."""
    table = Table(rules=rules, turn=3, turn_player=0)
    table.monster(0, "Nightmare Penguin", position="set")
    mirror = table.spell_trap(1, "Mirror Force")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Nightmare Penguin", request="idle")
    s.pick("target", mirror, request="target", player=0)
    _pass_all(s, duel)
    s.expect(request="idle", player=0)
    assert hand(duel, 1) == ["Mirror Force"] and duel.players[1].szone == [None] * 5


def test_nightmare_penguin_targets_only_the_opponents_cards():
    """Q: I control Battle Ox; my opponent controls Celtic Guardian. Which may the Penguin
    target? A: only Celtic Guardian."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Nightmare Penguin", position="set")
    table.monster(0, "Battle Ox")
    guardian = table.monster(1, "Celtic Guardian")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Nightmare Penguin", request="idle")
    req = s.expect(request="target", player=0)
    assert [o.card for o in req.options if o.kind == "target"] == [guardian.uid(duel)]


def test_nightmare_penguin_returns_a_fusion_monster_to_the_extra_deck():
    """Q: the Penguin targets my opponent's Gaia the Dragon Champion. A: a Fusion Monster goes to
    the Extra Deck, not the hand."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Nightmare Penguin", position="set")
    gaia = table.monster(1, "Gaia the Dragon Champion", summon_kind="fusion")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Nightmare Penguin", request="idle")
    s.pick("target", gaia, request="target", player=0)
    _pass_all(s, duel)
    assert [c.name for c in duel.players[1].extra] == ["Gaia the Dragon Champion"] and hand(duel, 1) == []


def test_nightmare_penguin_boosts_its_controllers_water_monsters_only():
    """Q: a face-up Nightmare Penguin beside my 7 Colored Fish (WATER) and Battle Ox (EARTH);
    my opponent controls Great White (WATER). A: the Penguin itself is 1100, the Fish 2000;
    Battle Ox stays 1700 and my opponent's Great White 1600."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    penguin = table.monster(0, "Nightmare Penguin")
    fish = table.monster(0, "7 Colored Fish")
    ox = table.monster(0, "Battle Ox")
    white = table.monster(1, "Great White")
    duel = table.build()
    assert [duel.atk(r.card(duel)) for r in (penguin, fish, ox, white)] == [1100, 2000, 1700, 1600]


def test_nightmare_penguin_attacked_returns_the_attacker_after_damage_calculation():
    """Q: my opponent's Battle Ox (1700) attacks my Set Nightmare Penguin (1800 DEF). A: the
    Penguin is flipped and survives; my opponent takes 100; then the Flip effect returns the
    Battle Ox to their hand."""
    table = Table(rules="GOAT", turn=4, turn_player=1, phase="battle_step")
    table.monster(1, "Battle Ox")
    penguin = table.monster(0, "Nightmare Penguin", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target=penguin)
    _pass_all(s, duel)
    s.pick("target", "Battle Ox", request="target", player=0)
    _pass_all(s, duel)
    assert duel.players[1].lp == 7900 and hand(duel, 1) == ["Battle Ox"]
    assert field_monsters(duel, 0) == ["Nightmare Penguin"] and penguin.card(duel).position == "defense"


def test_nightmare_penguin_under_skill_drain_gives_no_boost():
    """Q: a face-up Skill Drain is on the field beside my face-up Nightmare Penguin and 7 Colored
    Fish. A: the Penguin's continuous effect is negated: the Penguin is 900, the Fish 1800."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    penguin = table.monster(0, "Nightmare Penguin")
    fish = table.monster(0, "7 Colored Fish")
    table.spell_trap(1, "Skill Drain", face_down=False)
    duel = table.build()
    assert [duel.atk(r.card(duel)) for r in (penguin, fish)] == [900, 1800]
