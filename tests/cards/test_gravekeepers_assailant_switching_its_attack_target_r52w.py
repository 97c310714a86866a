"""Gravekeeper's Assailant changes the position of the monster it attacks (the GOAT preset;
round 52w).

Sources: Gravekeeper's Assailant's text (as it attacks, with Necrovalley on the field, it may
target a face-up monster of the opponent and change its battle position); Necrovalley's text
(Gravekeepers gain 500 ATK and DEF); Spirit Reaper: destroyed after a card effect that targeted
it (face-up) resolves (Konami's "Spirit Reaper: Reaps What it Sows", 2012-02-15, and
edisonformat.com's historical pre-2010 rulings: it must be face-up after the targeting card
resolves); Seed 004 §战斗阶段中的卷回 (the attacked side's monsters changed: replay)."""

from duelist.testing.reads import grave, lp, of_type
from duelist.testing.scenario import Script, Table


def _attack(target_name):
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Gravekeeper's Assailant")
    table.field_spell(0, "Necrovalley")
    target = table.monster(1, target_name, position="defense")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Gravekeeper's Assailant", target=target)
    s.pick("yes", player=0, request="yes_no")
    s.pick("target", target, player=0)
    while duel.request.kind == "chain":
        s.pick("pass")
    return duel, s


def test_big_shield_gardna_switched_to_attack_is_destroyed_and_its_player_takes_damage():
    """Q: my Gravekeeper's Assailant (2000 with Necrovalley) attacks a face-up Defense Big
    Shield Gardna (100 ATK / 2600 DEF) and I use its effect on the Gardna. A: the Gardna turns to
    Attack Position before damage calculation: it battles with 100 ATK, is destroyed, and my
    opponent takes 1900."""
    duel, s = _attack("Big Shield Gardna")
    s.expect(request="battle", player=0)
    [battle] = of_type(duel, "battle")
    assert battle["target_position"] == "attack" and battle["atk"] == 2000
    assert grave(duel, 1) == ["Big Shield Gardna"]
    assert lp(duel) == (8000, 6100)


def test_spirit_reaper_switched_by_it_is_destroyed_and_the_attack_replays():
    """Q: the same, but against my opponent's only monster, a face-up Defense Spirit Reaper. A:
    the Reaper is switched, then destroyed by its own effect as the targeting effect has
    resolved: my opponent has no monster, so my attack replays (direct attack or stop), and no
    battle happened with the Reaper."""
    duel, s = _attack("Spirit Reaper")
    assert grave(duel, 1) == ["Spirit Reaper"]
    request = s.expect(request="replay", player=0)
    assert sorted((o.kind, o.target) for o in request.options) == [("retarget", "player"), ("stop_attack", None)]
    assert of_type(duel, "battle") == []
    s.pick("retarget", "Gravekeeper's Assailant", target="player")
    assert lp(duel) == (8000, 6000)
