"""A monster that may attack directly (the opponent controls no monster: seed 004 §战斗阶段, the
attack goes to the player) is offered with a label that says so: "Attack with Battle Ox
directly", where an attack on a monster names it ("-> Mystical Elf"); a replay whose target
left offers the direct attack the same way (docs/protocol.md: each option's readable label is
what a player or a bot's log reads).
Round 49f: protocol.py `Option.label` without its " directly" (a direct attack labelled
"Attack with Battle Ox", as if it had no target)."""

from duelist.engine import state as S
from duelist.testing.reads import once
from duelist.testing.scenario import Script, Table


def test_the_direct_attack_option_says_directly():
    table = Table(rules="MR5", turn=3, phase="battle_step")
    table.monster(0, "Battle Ox")
    duel = table.build()
    labels = [o.label for o in Script(duel).options("attack", "Battle Ox")]
    assert labels == ["Attack with Battle Ox directly"]


def test_an_attack_on_a_monster_names_it_and_a_replay_offers_directly():
    table = Table(rules="MR5", turn=3, phase="battle_step")
    table.monster(0, "Battle Ox")
    elf = table.monster(1, "Mystical Elf")
    table.at("attack_declared", once(lambda duel: duel.debug_move(elf.uid(duel), S.GRAVE)))
    duel = table.build()
    s = Script(duel)
    assert [o.label for o in s.options("attack", "Battle Ox")] == ["Attack with Battle Ox -> Mystical Elf"]
    s.pick("attack", "Battle Ox", target=elf)
    s.expect(request="replay", player=0)
    assert [o.label for o in s.options("retarget", "Battle Ox")] == ["Attack with Battle Ox directly"]
