"""The logged events the engine replaced (`Duel.log_patches`: a Sheep Token's summon event
naming the zone its controller chose, engine/zones.py `_patch_zone`) in a fork of a duel whose
log was put there as a plain list: the fork's log is a Log of its own (events.py `share_log`,
asked by `Duel._copy` for a log that is not a Log), which names no replacement yet and records
the next one, and the duel it came from sees none.

Round 45n (helper h45n): kills `events.share_log` leaving the new Log it makes from a plain
list without its replacements (`_patched`: `log_patches` and the replacement raised
AttributeError)."""

from duelist.testing.scenario import Script, Table


def test_a_duel_whose_log_is_a_plain_list_forks_with_no_replacement_and_takes_the_next():
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Scapegoat")
    table.monster(1, "Mystical Elf", zone=0)
    duel = table.build()
    duel.log = [dict(e) for e in duel.log]      # (a plain list put there)
    fork = duel.fork()
    assert fork.log_patches == ()
    script = Script(fork, zones="ask")
    script.pick("activate", "Scapegoat", request="idle")
    script.pick("zone", zone=2)
    script.pick("zone", zone=4)
    (index,) = fork.log_patches
    assert fork.log[index]["type"] == "special_summon" and fork.log[index]["zone"] == 4
    assert duel.log_patches == ()
