"""Chain Destruction whose target left the field in the chain (round 48a).

The card's text: target the monster just Summoned; every card with its name in its
controller's hand and Deck is destroyed. Seed 000 §對象 (a target no longer there when
the effect resolves is not affected): once the targeted monster has left the field there is no
monster whose name the effect reads, so no card is destroyed."""

from duelist.testing.reads import banished, grave
from duelist.testing.scenario import Script, Table


def test_chain_destruction_destroys_nothing_once_its_target_was_banished_in_the_chain():
    """Q: I Normal Summon Battle Ox holding a second Battle Ox; my opponent activates Chain
    Destruction on it and I chain Interdimensional Matter Transporter to banish my Battle Ox.
    A: Chain Destruction resolves with its target gone: nothing is destroyed, my second
    Battle Ox stays in my hand and my Deck is untouched."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Battle Ox", "Battle Ox")
    table.spell_trap(0, "Interdimensional Matter Transporter")
    table.spell_trap(1, "Chain Destruction")
    table.deck(0, ["Battle Ox", "Celtic Guardian", "Mystical Elf"])
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Battle Ox", first=True)
    s.pick("pass", player=0, request="chain")
    s.pick("activate", "Chain Destruction", player=1, request="chain")
    if duel.request.kind == "target":
        s.pick("target", "Battle Ox", player=1)
    s.pick("activate", "Interdimensional Matter Transporter", player=0, request="chain")
    s.pick("target", "Battle Ox", player=0)
    while duel.request.kind == "chain":
        s.pick("pass")
    s.expect(request="idle", player=0)
    assert banished(duel, 0) == ["Battle Ox"]
    assert [c.name for c in duel.players[0].hand] == ["Battle Ox"]
    assert sorted(c.name for c in duel.players[0].deck) == ["Battle Ox", "Celtic Guardian", "Mystical Elf"]
    assert grave(duel, 0) == ["Interdimensional Matter Transporter"]
    assert grave(duel, 1) == ["Chain Destruction"]
