"""Soul Release (5758500): target up to 5 cards in the GYs, either player's or both; banish them.

Sources, in our words: the card's texts (MRD 2002 and today's print agree; the OCG text 《魂の解放》
targets 1 to 5 cards of both GYs as it is activated; no ERAS entry); yugioh-wiki.net 《魂の解放》 (a
target that left the GY before it resolves is not banished; the others still are). Necrovalley keeps it
from being activated, as it keeps Witch Doctor of Chaos and Big Burn (the engine's `grave_banish`)."""

from duelist.testing.reads import banished, grave
from duelist.testing.scenario import Script, Table

SR = "Soul Release"


def _resolve(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def test_soul_release_banishes_five_cards_from_both_gys():
    """Q: I activate Soul Release on Sangan, Sinister Serpent and Mirror Force in my opponent's GY and
    Pot of Greed and Battle Ox in mine. A: all five are banished; Soul Release itself goes to my GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, SR)
    table.grave(0, "Pot of Greed", "Battle Ox", "Celtic Guardian")
    table.grave(1, "Sangan", "Sinister Serpent", "Mirror Force")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", SR)
    for name in ("Sangan", "Sinister Serpent", "Mirror Force", "Pot of Greed", "Battle Ox"):
        s.pick("target", name)
    _resolve(s)
    assert sorted(banished(duel, 1)) == ["Mirror Force", "Sangan", "Sinister Serpent"]
    assert sorted(banished(duel, 0)) == ["Battle Ox", "Pot of Greed"]
    assert sorted(grave(duel, 0)) == ["Celtic Guardian", SR] and grave(duel, 1) == []


def test_soul_release_may_take_fewer_than_five():
    """Q: may I target only my opponent's Sinister Serpent with Soul Release? A: yes, "up to 5": I stop
    after one target; only it is banished."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, SR)
    table.grave(1, "Sinister Serpent", "Sangan")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", SR)
    s.pick("target", "Sinister Serpent")
    s.pick("done")
    _resolve(s)
    assert banished(duel, 1) == ["Sinister Serpent"] and grave(duel, 1) == ["Sangan"]


def test_soul_release_needs_a_card_in_a_gy():
    """Q: both GYs are empty; may I activate Soul Release? A: no: it needs at least 1 target."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, SR)
    duel = table.build()
    assert not Script(duel).has("activate", SR)


def test_soul_release_cannot_be_activated_under_necrovalley():
    """Q: my opponent has Necrovalley face-up; their GY holds Sangan. May I activate Soul Release? A:
    no: Necrovalley keeps the GYs' cards from being banished by it."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, SR)
    table.grave(1, "Sangan")
    table.field_spell(1, "Necrovalley")
    duel = table.build()
    assert not Script(duel).has("activate", SR)


def test_soul_release_a_target_revived_in_answer_stays_on_the_field():
    """Q: I target Summoned Skull and Sangan in my opponent's GY with Soul Release; they chain Call of
    the Haunted on Summoned Skull. A: Summoned Skull is Special Summoned first and is no longer in the
    GY, so only Sangan is banished."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, SR)
    table.grave(1, "Summoned Skull", "Sangan")
    table.spell_trap(1, "Call of the Haunted")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", SR)
    s.pick("target", "Summoned Skull")
    s.pick("target", "Sangan")     # (no other card left to target: the choice ends)
    s.pick("activate", "Call of the Haunted", player=1, request="chain")
    s.pick("target", "Summoned Skull", player=1)
    _resolve(s)
    assert banished(duel, 1) == ["Sangan"]
    assert [c.name for c in duel.monsters(1)] == ["Summoned Skull"]
