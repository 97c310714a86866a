"""Nobleman of Crossout on a Set Morphing Jar (the GOAT preset; round 52w).

Sources: Nobleman of Crossout's 2005 text (destroy a face-down monster and remove it from play;
if it is a Flip Effect Monster, both players remove from play every copy of it in their Decks);
Seed 001 §除外."""

from duelist.testing.reads import banished, grave
from duelist.testing.scenario import Script, Table


def test_both_players_banish_their_morphing_jars_from_the_deck():
    """Q: I use Nobleman of Crossout on my opponent's Set Morphing Jar; my Deck holds a Morphing
    Jar, theirs two. A: their Jar is destroyed and removed from play (no Flip effect), and every
    Morphing Jar in both Decks is removed from play; the other Deck cards stay."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, "Nobleman of Crossout")
    jar = table.monster(1, "Morphing Jar", position="set")
    table.deck(0, ["Morphing Jar", "Battle Ox"])
    table.deck(1, ["Morphing Jar", "Mystical Elf", "Morphing Jar"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Nobleman of Crossout")
    s.pick("target", jar, player=0)
    while duel.request.kind == "chain":
        s.pick("pass")
    s.expect(request="idle", player=0)
    assert banished(duel, 1) == ["Morphing Jar"] * 3 and banished(duel, 0) == ["Morphing Jar"]
    assert [c.name for c in duel.players[0].deck] == ["Battle Ox"]
    assert [c.name for c in duel.players[1].deck] == ["Mystical Elf"]
    assert grave(duel, 1) == [] and grave(duel, 0) == ["Nobleman of Crossout"]
