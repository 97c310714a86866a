"""A Special Summon made while a chain link resolves (Monster Reborn) cannot be negated: nothing
answers it once the chain has resolved (seed 000 §卡片效果特殊召喚: it is negated only with the
link's effect). To stop a Fusion Summon, negate the activation of the Spell that makes it (Solemn
Judgment chained to Polymerization): the Spell is destroyed and no material leaves the hand
(round 51r).

Not here: the summon-negation window the engine opens after a chain whose only link made a
Fusion, Ritual or Synchro Summon (engine/extra.py `extra_summon`; Urgent Tuning's OCG ruling,
tests/cards/test_synchro_monsters.py). Round 51r's request 3 read seed 000 §卡片效果特殊召喚 as
closing it too; the lead kept it (the chain-link-1 exception of those proper summons), and the
two tests that asked otherwise are not kept."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def _table(*hand, extra=()):
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.hand(0, *hand)
    for name in extra:
        table.extra(0, name)
    table.spell_trap(1, "Solemn Judgment")
    return table.build()


def _resolve(duel, s):
    """Player 1 passes on the activation; player 0 answers the resolution's questions. Returns
    True if player 1 was offered Solemn Judgment after the resolution began."""
    s.pick("pass", player=1)
    offered = False
    while duel.request.kind != "idle":
        if duel.request.kind == "chain":
            offered = offered or (duel.request.player == 1 and s.has("activate", "Solemn Judgment"))
            s.pick("pass")
        else:
            s.answer(duel.request.options[0])
    return offered


def test_monster_reborns_summon_cannot_be_negated_once_it_resolves():
    """Q: the same for Monster Reborn on Summoned Skull. A: no window: Summoned Skull stays."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    table.hand(0, "Monster Reborn")
    table.grave(0, "Summoned Skull")
    table.spell_trap(1, "Solemn Judgment")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn")
    s.pick("target", "Summoned Skull")
    assert not _resolve(duel, s)
    assert field_monsters(duel, 0) == ["Summoned Skull"]


def test_solemn_judgment_chained_to_polymerization_stops_the_fusion_summon():
    """Q: my opponent chains Solemn Judgment to Polymerization's activation. A: Polymerization is
    negated and destroyed: no material leaves my hand, no Fusion Summon."""
    duel = _table("Polymerization", "Relinquished", "Thousand-Eyes Idol", extra=["Thousand-Eyes Restrict"])
    s = Script(duel)
    s.pick("activate", "Polymerization")
    s.pick("activate", "Solemn Judgment", player=1)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 0) == [] and grave(duel, 0) == ["Polymerization"]
    assert duel.players[1].lp == 4000
