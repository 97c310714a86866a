"""Sword of Dragon's Soul (61405855), Equip Spell: a Warrior only; it gains 700 ATK; when the
equipped monster battles a Dragon, that Dragon is destroyed at the end of the Battle Phase.

Sources: yugioh-wiki 《竜殺しの剣》 (today's OCG text: a mandatory effect activated after damage
calculation of a battle between the equipped monster and a Dragon, no target; that Dragon is
destroyed at the end of that Battle Phase; the page's own comment: the equipped monster is
usually destroyed by that battle, the Dragon still goes at the end of the Battle Phase); the
card's early OCG wording (yuugiougx.harisen.jp, 竜殺しの剣: a Dragon that battled the equipped
monster is destroyed at the end of the Battle Phase, whatever the stats, with the example of
an equipped Judge Man destroyed by Blue-Eyes that still takes Blue-Eyes with it). Both prints
say "end of the Battle Phase", so one meaning in both presets (the 2005 English print was not
retrieved this round). Seed 000 §裝備魔法 (an Equip Spell targets a face-up monster it can equip
and is sent to the GY once its monster no longer qualifies, leaves or turns face-down). Our
reading, no ruling found: the destruction at the end of the Battle Phase is part of the
resolved effect, so it happens even if the Sword has left the field by then, and the Dragon
must still be that face-up object (one flipped face-down or gone and back is a new card, as
for Limiter Removal). Default preset (MR5) unless a test says GOAT."""

import pytest

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table


def _resolve(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)


def _sworded_guardian(opp, position="attack", rules="MR5", mine=(), opp_traps=()):
    table = Table(turn=3, phase="battle_step", rules=rules)
    guardian = table.monster(0, "Celtic Guardian")           # Warrior, 1400 / 1200
    table.spell_trap(0, "Sword of Dragon's Soul", face_down=False, equipped_to=guardian)
    for card in mine:
        table.spell_trap(0, card, face_down=False)
    other = table.monster(1, opp, position=position)
    for card in opp_traps:
        table.spell_trap(1, card)
    duel = table.build()
    return duel, Script(duel), guardian, other


def test_sword_of_dragons_soul_equips_only_a_warrior():
    """Q: I activate Sword of Dragon's Soul; I control Celtic Guardian (Warrior) and Koumori Dragon.
    A: only Celtic Guardian is a target; it becomes 2100 ATK, DEF 1200 untouched."""
    table = Table(turn=3)
    guardian = table.monster(0, "Celtic Guardian")
    table.monster(0, "Koumori Dragon")
    table.hand(0, "Sword of Dragon's Soul")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Sword of Dragon's Soul")
    assert [o.name for o in duel.request.options if o.kind == "target"] == ["Celtic Guardian"]
    s.pick("target", "Celtic Guardian")
    _resolve(duel, s)
    assert (duel.atk(guardian.card(duel)), duel.defense(guardian.card(duel))) == (2100, 1200)


@pytest.mark.parametrize("rules", ["MR5", "GOAT"])
def test_sword_of_dragons_soul_destroys_a_dragon_that_survived_the_battle(rules):
    """Q: Celtic Guardian with the Sword (2100) attacks Blue-Eyes White Dragon in Defense Position
    (2500 DEF). A: nothing is destroyed by battle and I take 400; the Sword's effect goes on the
    chain after damage calculation, but Blue-Eyes stays on the field for the rest of the Battle
    Phase; as the Battle Phase ends, it is destroyed (by the effect, no chain link then). The
    same under GOAT (both OCG prints: the end of the Battle Phase)."""
    duel, s, guardian, dragon = _sworded_guardian("Blue-Eyes White Dragon", position="defense", rules=rules)
    s.pick("attack", "Celtic Guardian", target=dragon)
    _resolve(duel, s)
    assert lp(duel) == (7600, 8000)
    assert duel.request.kind == "battle" and dragon.card(duel).location == "mzone"
    s.pick("end_battle")
    _resolve(duel, s)
    assert grave(duel, 1) == ["Blue-Eyes White Dragon"] and grave(duel, 0) == []
    assert any(e["type"] == "destroyed" and e.get("name") == "Blue-Eyes White Dragon" and e.get("reason") != "battle"
               for e in duel.log)


def test_sword_of_dragons_soul_leaves_a_non_dragon_alone():
    """Q: Celtic Guardian with the Sword attacks Labyrinth Wall (Rock, 3000 DEF). A: I take 900;
    the Wall is no Dragon: it stays."""
    duel, s, guardian, wall = _sworded_guardian("Labyrinth Wall", position="defense")
    s.pick("attack", "Celtic Guardian", target=wall)
    _resolve(duel, s)
    assert lp(duel) == (7100, 8000)
    assert wall.card(duel).location == "mzone" and grave(duel, 1) == []


def test_sword_of_dragons_soul_gone_with_its_warrior_still_destroys_the_dragon():
    """Q: in my opponent's turn, their Blue-Eyes White Dragon (3000) attacks my Celtic Guardian
    with the Sword, in face-up Defense Position (1200 DEF: the Sword adds ATK only). A: the
    Guardian is destroyed by battle and the Sword goes with it, but the Sword's effect was
    activated after damage calculation, while both were still on the field: Blue-Eyes is
    destroyed at the end of my opponent's Battle Phase (yugioh-wiki 《竜殺しの剣》; the early
    OCG wording's Judge Man example)."""
    table = Table(turn=4, turn_player=1, phase="battle_step")
    guardian = table.monster(0, "Celtic Guardian", position="defense")
    table.spell_trap(0, "Sword of Dragon's Soul", face_down=False, equipped_to=guardian)
    table.monster(1, "Blue-Eyes White Dragon")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Blue-Eyes White Dragon", target=guardian, player=1)
    _resolve(duel, s)
    assert sorted(grave(duel, 0)) == ["Celtic Guardian", "Sword of Dragon's Soul"]
    assert [c.name for c in duel.monsters(1)] == ["Blue-Eyes White Dragon"]
    s.pick("end_battle", player=1)
    _resolve(duel, s)
    assert grave(duel, 1) == ["Blue-Eyes White Dragon"] and duel.monsters(1) == []


def test_sword_of_dragons_soul_with_a_dragon_destroyed_by_the_battle_has_nothing_to_do():
    """Q: my opponent's Koumori Dragon (1500) attacks my Celtic Guardian with the Sword (2100,
    Attack Position). A: the Dragon is destroyed by battle (600 to them) and is in the GY by the
    end of the Damage Step: the Sword has nothing to destroy, my Guardian stays."""
    table = Table(turn=4, turn_player=1, phase="battle_step")
    guardian = table.monster(0, "Celtic Guardian")
    table.spell_trap(0, "Sword of Dragon's Soul", face_down=False, equipped_to=guardian)
    table.monster(1, "Koumori Dragon")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Koumori Dragon", target=guardian, player=1)
    _resolve(duel, s)
    assert lp(duel) == (8000, 7400) and grave(duel, 1) == ["Koumori Dragon"]
    assert guardian.card(duel).location == "mzone"


def test_sword_of_dragons_soul_goes_when_its_warrior_turns_face_down():
    """Q: my opponent turns my Celtic Guardian face-down with Book of Moon. A: the Sword is sent
    to my GY."""
    table = Table(turn=3)
    guardian = table.monster(0, "Celtic Guardian")
    table.spell_trap(0, "Sword of Dragon's Soul", face_down=False, equipped_to=guardian)
    table.spell_trap(1, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("battle")
    s.pick("activate", "Book of Moon", player=1, request="chain")
    s.pick("target", "Celtic Guardian", player=1)
    _resolve(duel, s)
    assert guardian.card(duel).position == "set" and grave(duel, 0) == ["Sword of Dragon's Soul"]


def test_sword_of_dragons_soul_under_imperial_order_destroys_nothing_goat():
    """Q (GOAT): my Imperial Order is face-up; Celtic Guardian with the Sword attacks Blue-Eyes in
    Defense Position. A: the Sword's effects are negated: 1400 ATK, I take 1100, Blue-Eyes
    stays."""
    duel, s, guardian, dragon = _sworded_guardian("Blue-Eyes White Dragon", position="defense", rules="GOAT",
                                                  mine=("Imperial Order",))
    s.pick("attack", "Celtic Guardian", target=dragon)
    _resolve(duel, s)
    assert lp(duel) == (6900, 8000) and dragon.card(duel).location == "mzone"
    s.pick("end_battle")
    _resolve(duel, s)
    assert dragon.card(duel).location == "mzone" and grave(duel, 1) == []


def test_sword_of_dragons_soul_destroyed_after_its_effect_resolved_still_destroys_the_dragon():
    """Q: Celtic Guardian with the Sword attacks Blue-Eyes in Defense Position; the Sword's effect
    resolves; still in the Battle Phase my opponent destroys the Sword with Mystical Space
    Typhoon. A: the end-of-Battle-Phase destruction came from the effect that already resolved:
    Blue-Eyes is destroyed all the same as the Battle Phase ends (our reading)."""
    duel, s, guardian, dragon = _sworded_guardian("Blue-Eyes White Dragon", position="defense",
                                                  opp_traps=("Mystical Space Typhoon",))
    s.pick("attack", "Celtic Guardian", target=dragon)
    _resolve(duel, s)
    assert duel.request.kind == "battle"
    s.pick("end_battle")
    s.pick("activate", "Mystical Space Typhoon", player=1, request="chain")
    s.pick("target", "Sword of Dragon's Soul", player=1)
    _resolve(duel, s)
    assert grave(duel, 0) == ["Sword of Dragon's Soul"] and dragon.card(duel).location == "mzone"
    s.pick("end_battle")                 # (the answer came in the Battle Step: leave it again)
    _resolve(duel, s)
    assert sorted(grave(duel, 1)) == ["Blue-Eyes White Dragon", "Mystical Space Typhoon"]
    assert duel.monsters(1) == []


def test_sword_of_dragons_soul_dragon_turned_face_down_before_the_end_survives():
    """Q: Celtic Guardian with the Sword attacks Blue-Eyes in Defense Position; the Sword's effect
    resolves; before the Battle Phase ends my opponent turns Blue-Eyes face-down with Book of
    Moon. A: a face-down Blue-Eyes is a new card for that effect: it is not destroyed at the
    end of the Battle Phase (our reading, as for Limiter Removal's End Phase destruction)."""
    duel, s, guardian, dragon = _sworded_guardian("Blue-Eyes White Dragon", position="defense",
                                                  opp_traps=("Book of Moon",))
    s.pick("attack", "Celtic Guardian", target=dragon)
    _resolve(duel, s)
    s.pick("end_battle")
    s.pick("activate", "Book of Moon", player=1, request="chain")
    s.pick("target", "Blue-Eyes White Dragon", player=1)
    _resolve(duel, s)
    s.pick("end_battle")                 # (the answer came in the Battle Step: leave it again)
    _resolve(duel, s)
    assert duel.phase == "main2"
    assert dragon.card(duel).location == "mzone" and dragon.card(duel).position == "set"
    assert grave(duel, 1) == ["Book of Moon"]
