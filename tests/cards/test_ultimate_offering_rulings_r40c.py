"""Ultimate Offering's rulings as the 2002 starter decks raise them (SDY-050, SDK-050): in its
player's Main Phase or the opponent's Battle Phase, that player may pay 500 LP to Normal Summon
or Set 1 monster right after the effect resolves.

The card plays one text under every preset; this test uses the default preset (MR5). Sources:
the card's text (a Normal Summon: a Tribute Summon is one, as Pojo's card of the day of Trap
Hole, 2002-05-14, says "Normal Summons (including Tribute Summons)"); seed 000 §上級召喚
(a Tribute Summon Tributes monsters from the field) and seed 004 §战斗阶段中的卷回 (when a
card's effect changes the monsters on the attacked player's side after the attack was
declared, the attacker chooses again: a new target or no attack)."""

from duelist.testing.reads import field_monsters, grave, lp
from duelist.testing.scenario import Script, Table


def test_a_tribute_summon_in_the_opponents_battle_phase_tributes_the_attack_target_and_replays():
    """Q: my opponent's Battle Ox attacks my Celtic Guardian; I pay 500 LP to Ultimate Offering
    and Tribute the Guardian to Tribute Summon Summoned Skull: A: the Tribute Summon is allowed
    (a Normal Summon); the attack target is gone, so the attack is replayed: my opponent may
    attack the Skull or stop."""
    table = Table(turn=4, turn_player=1, phase="battle_step")
    table.monster(1, "Battle Ox")
    table.monster(0, "Celtic Guardian")
    table.spell_trap(0, "Ultimate Offering", face_down=False)
    table.hand(0, "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Battle Ox", target="Celtic Guardian")
    s.pick("activate", "Ultimate Offering", player=0, request="chain")
    s.pick("summon", "Summoned Skull", request="summon_now")
    s.pick("tribute", "Celtic Guardian")
    while duel.request.kind == "chain":
        s.pick("pass")
    s.expect(request="replay", player=1)
    assert sorted(o.kind for o in duel.request.options) == ["retarget", "stop_attack"]
    assert field_monsters(duel, 0) == ["Summoned Skull"] and grave(duel, 0) == ["Celtic Guardian"]
    assert lp(duel) == (7500, 8000)
    s.pick("stop_attack", "Battle Ox")
    s.expect(request="battle", player=1)
