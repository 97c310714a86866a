"""Cross Counter (37083210), Normal Trap (Flaming Eternity, 2005).

What it does, in our words: during damage calculation, when an opponent's monster attacks a
Defense Position monster of yours whose DEF is higher than the attacker's ATK, the battle damage
the attacker's controller takes from that battle is doubled, and the attacker is destroyed after
damage calculation.

Sources: the card's text (FET-EN049, 2005, and today's: the same play); yugioh-wiki.net
《クロスカウンター》 and its FAQ: it can be activated only during damage calculation (14/03/23);
not when the DEF does not exceed the ATK (09/01/03); the destruction after damage calculation
makes no chain link; doubling effects do not stack (two of them still double once). Its
destruction is an effect's: it reaches a monster that cannot be destroyed by battle (Spirit
Reaper), and Jinzo's lock keeps it from being activated at all (Jinzo's text). The face-down
defender is flipped before damage calculation (seed 000 §怪獸的表示形式), so a Set monster
counts. Both presets: the 2005 text and today's say the same."""

import pytest

from duelist.testing.reads import field_monsters, grave, lp, of_type
from duelist.testing.scenario import Script, Table


def _battle(attacker, defender, rules="GOAT", defender_position="defense", counters=1, hand0=()):
    table = Table(rules=rules, turn=3, turn_player=0, phase="battle_step")
    table.monster(0, attacker)
    target = table.monster(1, defender, position=defender_position)
    for _ in range(counters):
        table.spell_trap(1, "Cross Counter")
    if hand0:
        table.hand(0, *hand0)
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    return duel, Script(duel), target


def _attack(duel, s, attacker, defender, activate=True):
    """Attack, then pass every window but Cross Counter's; the damage sub-steps in which it was
    offered (player 1 takes each offer when `activate`)."""
    s.pick("attack", attacker, target=defender)
    offered = []
    for _ in range(30):
        request = duel.request
        if request is None or request.kind != "chain":
            break
        if s.has("activate", "Cross Counter"):
            offered.append(duel.damage_sub)
            if activate:
                s.pick("activate", "Cross Counter", first=True)
                continue
        s.pick("pass")
    return offered


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_cross_counter_doubles_the_reflected_damage_and_destroys_the_attacker(rules):
    """Q: my opponent's Battle Ox (1700) attacks my Millennium Shield (DEF 3000) in Defense
    Position; I activate Cross Counter during damage calculation. A: they take 1300 x 2 = 2600
    battle damage, and Battle Ox is destroyed by Cross Counter's effect after damage
    calculation (no chain link); my Shield stays."""
    duel, s, target = _battle("Battle Ox", "Millennium Shield", rules=rules)
    offered = _attack(duel, s, "Battle Ox", target)
    assert offered == ["calc"]
    assert lp(duel) == (5400, 8000)
    assert grave(duel, 0) == ["Battle Ox"]
    assert grave(duel, 1) == ["Cross Counter"]
    assert field_monsters(duel, 1) == ["Millennium Shield"]
    assert [(e["name"], e["reason"]) for e in of_type(duel, "destroyed")] == [("Battle Ox", "effect")]
    # one chain link only (Cross Counter's activation); the destruction made none
    assert [e["name"] for e in of_type(duel, "chain")] == ["Cross Counter"]
    steps = [e.get("step") for e in duel.log if e["type"] in ("step", "destroyed")]
    # destroyed after damage calculation, before the end of the Damage Step
    assert steps.index(None) == steps.index("after_damage_calculation") + 1


def test_cross_counter_is_not_offered_when_the_def_does_not_exceed_the_atk():
    """Q: Battle Ox (1700) attacks my Celtic Guardian (DEF 1200) in Defense Position. May I
    activate Cross Counter? A: no (yugioh-wiki FAQ: only when the DEF exceeds the ATK); the
    Guardian is destroyed by battle and Cross Counter stays Set."""
    duel, s, target = _battle("Battle Ox", "Celtic Guardian")
    assert _attack(duel, s, "Battle Ox", target) == []
    assert lp(duel) == (8000, 8000)
    assert grave(duel, 1) == ["Celtic Guardian"]
    assert [c.name for c in duel.players[1].szone if c is not None] == ["Cross Counter"]


def test_cross_counter_is_not_offered_for_an_attack_position_monster():
    """Q: Battle Ox (1700) attacks my Millennium Shield in Attack Position (ATK 0, DEF 3000).
    May I activate Cross Counter? A: no: the monster attacked must be in Defense Position; the
    Shield is destroyed and I take 1700."""
    duel, s, target = _battle("Battle Ox", "Millennium Shield", defender_position="attack")
    assert _attack(duel, s, "Battle Ox", target) == []
    assert lp(duel) == (8000, 6300)
    assert grave(duel, 1) == ["Millennium Shield"]


def test_cross_counter_on_a_set_monster_flipped_by_the_attack():
    """Q: Battle Ox attacks my Set Millennium Shield. A: the Shield is flipped face-up before
    damage calculation, so Cross Counter can be activated then: 2600 damage, Battle Ox
    destroyed."""
    duel, s, target = _battle("Battle Ox", "Millennium Shield", defender_position="set")
    assert _attack(duel, s, "Battle Ox", target) == ["calc"]
    assert lp(duel) == (5400, 8000)
    assert grave(duel, 0) == ["Battle Ox"]


def test_cross_counter_two_of_them_still_double_once():
    """Q: I chain a second Cross Counter to my first during the same damage calculation. Is the
    damage quadrupled? A: no (yugioh-wiki: doubling effects do not stack): 2600, and Battle Ox
    is destroyed once."""
    duel, s, target = _battle("Battle Ox", "Millennium Shield", counters=2)
    assert _attack(duel, s, "Battle Ox", target) == ["calc", "calc"]
    assert lp(duel) == (5400, 8000)
    assert grave(duel, 0) == ["Battle Ox"]
    assert grave(duel, 1) == ["Cross Counter", "Cross Counter"]
    assert len(of_type(duel, "destroyed")) == 1


def test_cross_counter_destroys_spirit_reaper_which_battle_cannot():
    """Q: Spirit Reaper (ATK 300; cannot be destroyed by battle) attacks my Millennium Shield
    and I activate Cross Counter. A: its controller takes 2700 x 2 = 5400, and Spirit Reaper is
    destroyed by the Trap's effect (it is only safe from battle)."""
    duel, s, target = _battle("Spirit Reaper", "Millennium Shield")
    assert _attack(duel, s, "Spirit Reaper", target) == ["calc"]
    assert lp(duel) == (2600, 8000)
    assert grave(duel, 0) == ["Spirit Reaper"]


def test_cross_counter_cannot_be_activated_while_jinzo_attacks():
    """Q: Jinzo (2400) attacks my Millennium Shield (DEF 3000). May I activate Cross Counter?
    A: no: Jinzo's effect stops Trap Cards from being activated; the reflected damage is the
    plain 600 and Jinzo stays."""
    duel, s, target = _battle("Jinzo", "Millennium Shield")
    assert _attack(duel, s, "Jinzo", target) == []
    assert lp(duel) == (7400, 8000)
    assert field_monsters(duel, 0) == ["Jinzo"]
