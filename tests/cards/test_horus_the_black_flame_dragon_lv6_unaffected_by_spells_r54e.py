"""Horus the Black Flame Dragon LV6 (11224103): while face-up on the field, Spell effects do not
apply to it (C.UNAFFECTED_BY, engine/unaffected.py).

Sources: the card's text (2005 SOD-EN007 and today's say the same: unaffected by Spell
effects while face-up on its controller's field); yugioh-wiki.net 《ホルスの黒炎竜 LV6》 (Smashing
Ground / Brain Control / Shrink do not apply to it, Book of Moon cannot turn it face-down, it
attacks under Level Limit - Area B and Nightmare's Steel Cage) and 《光の護封剣》 (Swords of
Revealing Light stops every attack "but a monster unaffected by Spell effects"); the general
page 「効果を受けない」: a card unaffected by an effect can still be chosen as its target, the
effect then does nothing to it; an Equip Spell may be equipped to it, its effect does not apply
(Konami's TCG rulings for Horus LV6); seed 000 §效果分類 (Skill Drain negates a monster's
continuous effect on the field: the Spells reach it again). A face-down monster applies no
continuous effect: a Set LV6 is destroyed by Dark Hole. Traps and monster effects still apply.
"""

import pytest

from duelist.engine import state as S
from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

LV6 = "Horus the Black Flame Dragon LV6"


def _pass(s):
    while s.duel.request.kind == "chain":
        s.pick("pass")


def _table(rules=None, **kw):
    table = Table(rules=rules, turn=3, turn_player=0, **kw) if rules else Table(turn=3, turn_player=0, **kw)
    table.deck(0, ["Battle Ox"] * 6)
    table.deck(1, ["Celtic Guardian"] * 6)
    return table


@pytest.mark.parametrize("rules", ["GOAT", None])
def test_horus_the_black_flame_dragon_lv6_survives_dark_hole(rules):
    """Q: I activate Dark Hole with my Horus LV6, my Battle Ox and my opponent's Celtic Guardian
    on the field. A: Dark Hole destroys the two others; Horus LV6 stays (both presets)."""
    table = _table(rules)
    table.monster(0, LV6)
    table.monster(0, "Battle Ox")
    table.monster(1, "Celtic Guardian")
    table.hand(0, "Dark Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole")
    _pass(s)
    assert field_monsters(duel, 0) == [LV6] and field_monsters(duel, 1) == []
    assert grave(duel, 0) == ["Battle Ox", "Dark Hole"] and grave(duel, 1) == ["Celtic Guardian"]


def test_horus_the_black_flame_dragon_lv6_targeted_by_tribute_to_the_doomed_stays():
    """Q: I activate Tribute to the Doomed (discarding Battle Ox) targeting my opponent's Horus
    LV6. A: the target is legal, the cost is paid, but the destruction does not apply to it:
    Horus stays."""
    table = _table("GOAT")
    table.monster(1, LV6)
    table.hand(0, "Tribute to The Doomed", "Battle Ox")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Tribute to The Doomed")
    for kind in ("select", "target"):
        if s.options(kind):
            s.pick(kind, "Battle Ox" if kind == "select" else LV6)
    _pass(s)
    assert field_monsters(duel, 1) == [LV6] and grave(duel, 1) == []
    assert grave(duel, 0) == ["Battle Ox", "Tribute to The Doomed"]


def test_horus_the_black_flame_dragon_lv6_can_be_targeted_by_book_of_moon_which_does_nothing():
    """Q: may I target my opponent's face-up Horus LV6 with Book of Moon, and what happens? A: the
    target is legal (unaffected is not untargetable); as Book of Moon resolves nothing happens
    to it: it stays face-up in Attack Position, Book of Moon goes to the GY."""
    table = _table("GOAT")
    horus = table.monster(1, LV6)
    table.hand(0, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Book of Moon")
    s.pick("target", LV6)
    _pass(s)
    assert horus.card(duel).position == S.FACEUP_ATTACK
    assert grave(duel, 0) == ["Book of Moon"]


def test_horus_the_black_flame_dragon_lv6_keeps_its_atk_under_shrink():
    """Q: I Shrink my opponent's Horus LV6 (2300). A: its ATK stays 2300."""
    table = _table("GOAT")
    horus = table.monster(1, LV6)
    table.hand(0, "Shrink")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Shrink")
    s.pick("target", LV6)
    _pass(s)
    assert duel.atk(horus.card(duel)) == 2300 and grave(duel, 0) == ["Shrink"]


def test_horus_the_black_flame_dragon_lv6_equipped_with_axe_of_despair_gains_nothing():
    """Q: I equip my Horus LV6 with Axe of Despair. A: the Axe is equipped (face-up in my Spell &
    Trap Zone, equipped to it), but its +1000 does not apply: Horus stays at 2300."""
    table = _table("GOAT")
    horus = table.monster(0, LV6)
    table.hand(0, "Axe of Despair")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Axe of Despair")
    s.pick("target", LV6)
    _pass(s)
    axe = [c for c in duel.players[0].szone if c is not None]
    assert [c.name for c in axe] == ["Axe of Despair"] and duel.equipped_to(axe[0]) is horus.card(duel)
    assert duel.atk(horus.card(duel)) == 2300


def test_horus_the_black_flame_dragon_lv6_is_not_taken_by_change_of_heart():
    """Q: I activate Change of Heart on my opponent's Horus LV6. A: the control change does not
    apply: my opponent keeps it."""
    table = _table("GOAT")
    horus = table.monster(1, LV6)
    table.hand(0, "Change of Heart")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Change of Heart")
    s.pick("target", LV6)
    _pass(s)
    assert horus.card(duel).controller == 1 and field_monsters(duel, 0) == []


def test_horus_the_black_flame_dragon_lv6_is_not_taken_by_snatch_steal():
    """Q: I equip my opponent's Horus LV6 with Snatch Steal. A: Snatch Steal is equipped to it,
    but its control change does not apply, as it resolves or later: my opponent keeps Horus."""
    table = _table("GOAT")
    horus = table.monster(1, LV6)
    table.hand(0, "Snatch Steal")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Snatch Steal")
    s.pick("target", LV6)
    _pass(s)
    steal = [c for c in duel.players[0].szone if c is not None]
    assert [c.name for c in steal] == ["Snatch Steal"] and duel.equipped_to(steal[0]) is horus.card(duel)
    assert horus.card(duel).controller == 1
    s.pick("end_turn")      # (the state checks of the turns after: its control still does not apply)
    _pass(s)
    assert duel.turn == 4 and horus.card(duel).controller == 1 and field_monsters(duel, 0) == []


def test_horus_the_black_flame_dragon_lv6_attacks_under_swords_of_revealing_light():
    """Q: my opponent's Swords of Revealing Light is on the field; may my Horus LV6 attack? A:
    yes (yugioh-wiki 《光の護封剣》: it stops every monster but one unaffected by Spell effects);
    it destroys the Celtic Guardian (1400): 900 damage."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, LV6)
    guardian = table.monster(1, "Celtic Guardian")
    table.spell_trap(1, "Swords of Revealing Light", face_down=False)
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", LV6, target=guardian)
    _pass(s)
    assert grave(duel, 1) == ["Celtic Guardian"] and duel.players[1].lp == 7100


def test_horus_the_black_flame_dragon_lv6_under_skill_drain_is_destroyed_by_dark_hole():
    """Q: my opponent's Skill Drain is face-up; I activate Dark Hole with their Horus LV6 on the
    field. A: Skill Drain negates Horus's effect, so Dark Hole destroys it."""
    table = _table("GOAT")
    table.monster(1, LV6)
    table.spell_trap(1, "Skill Drain", face_down=False)
    table.hand(0, "Dark Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole")
    _pass(s)
    assert field_monsters(duel, 1) == [] and grave(duel, 1) == [LV6]


def test_horus_the_black_flame_dragon_lv6_set_face_down_is_destroyed_by_dark_hole():
    """Q: my opponent's Horus LV6 is Set (face-down); I activate Dark Hole. A: a face-down monster
    applies no continuous effect: it is destroyed."""
    table = _table("GOAT")
    table.monster(1, LV6, position="set")
    table.hand(0, "Dark Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dark Hole")
    _pass(s)
    assert grave(duel, 1) == [LV6]


def test_horus_the_black_flame_dragon_lv6_is_destroyed_by_a_trap():
    """Q: my opponent's Horus LV6 attacks; I activate Mirror Force. A: Traps are not Spells:
    Horus is destroyed."""
    table = Table(rules="GOAT", turn=3, turn_player=1, phase="battle_step")
    table.monster(1, LV6)
    ox = table.monster(0, "Battle Ox")
    table.spell_trap(0, "Mirror Force")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", LV6, target=ox)
    s.pick("activate", "Mirror Force", player=0, request="chain")
    _pass(s)
    assert grave(duel, 1) == [LV6] and grave(duel, 0) == ["Mirror Force"]


def test_horus_the_black_flame_dragon_lv6_revived_by_premature_burial_stays_when_it_is_destroyed():
    """Q: I revive my Horus LV6 with Premature Burial (800 LP); in answer to the summon my
    opponent destroys Premature Burial with a Set Mystical Space Typhoon. A: "when this card is
    destroyed, destroy the equipped monster" is a Spell's effect: Horus LV6, face-up by then,
    stays (Konami's TCG ruling for Horus LV6 and Premature Burial)."""
    table = _table("GOAT")
    table.grave(0, LV6)
    table.hand(0, "Premature Burial")
    table.spell_trap(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Premature Burial")
    s.pick("target", LV6)
    s.pick("pass", player=1, request="chain")
    assert field_monsters(duel, 0) == [LV6] and duel.players[0].lp == 7200
    s.pick("activate", "Mystical Space Typhoon", player=1, request="chain")
    s.pick("target", "Premature Burial")
    _pass(s)
    assert grave(duel, 0) == ["Premature Burial"] and field_monsters(duel, 0) == [LV6]
    assert grave(duel, 1) == ["Mystical Space Typhoon"]


def test_horus_the_black_flame_dragon_lv6_stays_in_attack_position_under_level_limit_area_b():
    """Q: my opponent's Level Limit - Area B is face-up (Level 4 or higher monsters are changed to
    Defense Position); I Tribute Summon my Horus LV6 (Tributing Battle Ox). A:
    Horus LV6 stays in Attack Position (yugioh-wiki 《ホルスの黒炎竜 LV6》: it attacks normally
    under Level Limit - Area B) and may attack; Celtic Guardian, a Level 4, stays in Defense Position."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Battle Ox", position="defense")
    table.monster(0, "Celtic Guardian", position="defense")
    table.hand(0, LV6)
    table.spell_trap(1, "Level Limit - Area B", face_down=False)
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", LV6)
    s.pick("tribute", "Battle Ox")
    _pass(s)
    horus = [c for c in duel.monsters(0) if c.name == LV6][0]
    assert horus.position == S.FACEUP_ATTACK
    assert [c.position for c in duel.monsters(0) if c.name == "Celtic Guardian"] == [S.FACEUP_DEFENSE]
    s.pick("battle")
    s.pick("attack", LV6, target="player")
    _pass(s)
    assert duel.players[1].lp == 5700


def test_horus_the_black_flame_dragon_lv6_attacks_under_messenger_of_peace():
    """Q: my opponent's Messenger of Peace is face-up (monsters with 1500 or more ATK cannot
    declare an attack). A: its lock is a Spell's effect: my Horus LV6 (2300) attacks directly,
    2300 damage."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, LV6)
    table.spell_trap(1, "Messenger of Peace", face_down=False)
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", LV6, target="player")
    _pass(s)
    assert duel.players[1].lp == 5700


def test_horus_the_black_flame_dragon_lv6_chosen_for_creature_swap_neither_monster_moves():
    """Q: I activate Creature Swap; my opponent's only monster is Horus LV6, mine is Battle Ox.
    A: Horus may be chosen, but the exchange does not apply to it, and then neither monster
    changes control (yugioh-hack.com on Creature Swap and a monster unaffected by Spells: both
    stay)."""
    table = _table("GOAT")
    horus = table.monster(1, LV6)
    ox = table.monster(0, "Battle Ox")
    table.hand(0, "Creature Swap")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Creature Swap")
    _pass(s)
    while duel.request.kind == "select":
        s.pick("select", first=True)
    _pass(s)
    assert horus.card(duel).controller == 1 and ox.card(duel).controller == 0
    assert grave(duel, 0) == ["Creature Swap"]
