"""A Fusion or Ritual Summon made while its Spell resolves cannot be negated: the summon is part of
the chain link's resolution, and nothing may be activated from the start of that resolution until
the summon has succeeded. To stop it, the Spell's activation itself must be negated (Solemn
Judgment chained to it).

Seed 000 §卡片效果特殊召喚 (a Special Summon made in the resolution of a chain-link effect cannot be
negated unless that effect was), §融合召喚 and §儀式召喚 (no card may be activated from the start of
the resolution until the Fusion / Ritual Summon has succeeded). Sources: yugioh-wiki
「発動したカードの効果による特殊召喚」 (Perfect Rule Book 2017, pp. 101-102); degu324.hatenablog.com
(2017-09-02: Solemn Judgment cannot be used against Polymerization's or Monster Reborn's summon).
Today's rules (MR5) here; the older formats are the lead's to settle (request 3).

Request 3 of /work/reports/h51r-requests.md (round 51r)."""

import pytest

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


@pytest.mark.xfail(strict=True, reason="h51r request 3: a Fusion Summon by a resolving Spell is negatable")
def test_polymerizations_fusion_summon_cannot_be_negated_once_it_resolves():
    """Q: I activate Polymerization (Relinquished + Thousand-Eyes Idol from my hand); my opponent
    keeps Solemn Judgment for the summon. May they negate the Fusion Summon of Thousand-Eyes
    Restrict? A: no: it is made by Polymerization's resolution; they had to negate Polymerization."""
    duel = _table("Polymerization", "Relinquished", "Thousand-Eyes Idol", extra=["Thousand-Eyes Restrict"])
    s = Script(duel)
    s.pick("activate", "Polymerization")
    assert not _resolve(duel, s)
    assert field_monsters(duel, 0) == ["Thousand-Eyes Restrict"]


@pytest.mark.xfail(strict=True, reason="h51r request 3: a Ritual Summon by a resolving Spell is negatable")
def test_black_luster_rituals_ritual_summon_cannot_be_negated_once_it_resolves():
    """Q: I activate Black Luster Ritual (Blue-Eyes White Dragon Tributed from my hand); my
    opponent keeps Solemn Judgment for the summon. May they negate the Ritual Summon? A: no."""
    duel = _table("Black Luster Ritual", "Black Luster Soldier", "Blue-Eyes White Dragon")
    s = Script(duel)
    s.pick("activate", "Black Luster Ritual")
    assert not _resolve(duel, s)
    assert field_monsters(duel, 0) == ["Black Luster Soldier"]


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
