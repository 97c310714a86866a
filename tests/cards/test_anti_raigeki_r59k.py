"""Anti Raigeki (42364257): Normal Trap; when the opponent activates Raigeki, that Raigeki's effect is
negated and every monster the opponent controls is destroyed instead of the Trap's player's.

Sources, in our words: the card's text (TP3, 2003: the opponent's monsters are destroyed instead of
yours) and yugioh-wiki.net 《避雷針》 (the same meaning; it cannot even be activated while the opponent
controls no monster). No ERAS entry (both texts mean the same): tested under both presets. Our
readings: only the opponent's Raigeki card (not Dark Hole, not the player's own); the Raigeki's
effect is negated (its card goes to the GY as a resolved Normal Spell); if Anti Raigeki is itself
negated (Seven Tools of the Bandit), Raigeki resolves as usual (seed 000 §連鎖)."""

import pytest

from duelist.testing.reads import grave, lp
from duelist.testing.scenario import Script, Table

AR = "Anti Raigeki"
RG = "Raigeki"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def _table(rules="MR5", mine=("Battle Ox",), theirs=("Summoned Skull",), spell=RG):
    table = Table(rules=rules, turn=4, turn_player=1)
    for name in mine:
        table.monster(0, name)
    table.spell_trap(0, AR)
    for name in theirs:
        table.monster(1, name)
    table.hand(1, spell)
    return table


@pytest.mark.parametrize("rules", ["MR5", "GOAT"])
def test_anti_raigeki_turns_the_opponents_raigeki_back_on_them(rules):
    """Q: my opponent (Summoned Skull, a face-down Mystical Elf) activates Raigeki against my Battle Ox;
    I answer with Anti Raigeki. A: their Summoned Skull and Mystical Elf are destroyed; my Battle Ox
    stays; Raigeki's effect is negated."""
    table = _table(rules, theirs=("Summoned Skull",))
    table.monster(1, "Mystical Elf", position="set")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", RG, player=1)
    s.pick("activate", AR, player=0, request="chain")
    _pass(s)
    assert [c.name for c in duel.monsters(0)] == ["Battle Ox"] and duel.monsters(1) == []
    assert grave(duel, 0) == [AR]
    assert sorted(grave(duel, 1)) == ["Mystical Elf", RG, "Summoned Skull"]
    negations = [(e["link"], e["what"], e["name"]) for e in duel.log if e["type"] == "negated"]
    assert negations == [(1, "effect", RG)]


def test_anti_raigeki_answers_only_the_opponents_raigeki():
    """Q: (a) my opponent activates Dark Hole; (b) I activate Raigeki myself: may I answer with Anti
    Raigeki? A: no, in both: it answers only the opponent's Raigeki."""
    duel = _table(spell="Dark Hole").build()
    s = Script(duel)
    s.pick("activate", "Dark Hole", player=1)
    assert not (duel.request.kind == "chain" and duel.request.player == 0 and s.has("activate", AR))

    table = Table(turn=3, turn_player=0)
    table.spell_trap(0, AR)
    table.monster(1, "Summoned Skull")
    table.hand(0, RG)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", RG)
    assert not s.has("activate", AR)
    _pass(s)
    assert duel.monsters(1) == [] and grave(duel, 0) == [RG]


def test_anti_raigeki_needs_an_opponents_monster():
    """Q: my opponent, with no monster of their own, activates Raigeki against my Battle Ox: may I
    answer with Anti Raigeki? A: no (yugioh-wiki.net: it cannot be activated with no opponent's
    monster): my Battle Ox is destroyed."""
    duel = _table(theirs=()).build()
    s = Script(duel)
    s.pick("activate", RG, player=1)
    assert not (duel.request.kind == "chain" and duel.request.player == 0 and s.has("activate", AR))
    _pass(s)
    assert duel.monsters(0) == [] and grave(duel, 0) == ["Battle Ox"]


def test_anti_raigeki_negated_by_seven_tools_lets_raigeki_resolve():
    """Q: my opponent activates Raigeki; I answer with Anti Raigeki; they chain Seven Tools of the
    Bandit (1000 LP). A: Anti Raigeki is negated and destroyed; Raigeki then destroys my Battle Ox;
    their Summoned Skull stays."""
    table = _table()
    table.spell_trap(1, "Seven Tools of the Bandit")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", RG, player=1)
    s.pick("activate", AR, player=0, request="chain")
    s.pick("activate", "Seven Tools of the Bandit", player=1, request="chain")
    _pass(s)
    assert duel.monsters(0) == [] and [c.name for c in duel.monsters(1)] == ["Summoned Skull"]
    assert sorted(grave(duel, 0)) == [AR, "Battle Ox"]
    assert lp(duel) == (8000, 7000)
