"""The Unfriendly Amazon (65475294): a judge's second look (round 56u) at its upkeep.

Sources: yugioh-wiki.net 《味方殺しの女騎士》 (a maintenance cost of its controller's Standby
Phases, text that is no effect: Skill Drain does not stop it; the page's old note that the
Tribute was forced is struck out; the page suggests giving it to the opponent with Creature
Swap (強制転移) so that it is destroyed in their Standby Phase). A Sheep Token may be Tributed
for a cost (Scapegoat's tokens cannot be Tributed for a Tribute Summon only: Scapegoat's test)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table

UA = "The Unfriendly Amazon"


def test_the_unfriendly_amazon_tributes_a_sheep_token():
    """Q: my Standby Phase comes; beside The Unfriendly Amazon I control a Sheep Token. A: I may
    Tribute the token to keep the Amazon: it leaves the field, the Amazon stays."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="standby")
    table.monster(0, UA)
    table.monster(0, "Sheep Token", position="defense")
    duel = table.build()
    s = Script(duel)
    s.pick("select", "Sheep Token", player=0, request="select")
    assert duel.phase == "main1"
    assert field_monsters(duel, 0) == [UA] and grave(duel, 0) == []


def test_the_unfriendly_amazon_given_away_with_creature_swap():
    """Q: I give The Unfriendly Amazon to my opponent with Creature Swap (taking their Battle
    Ox), and my opponent's turn begins with it as their only monster. A: the upkeep is its
    controller's: nothing to Tribute, it is destroyed in their Standby Phase and goes to my
    GY (I own it)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, UA)
    table.monster(1, "Battle Ox")
    table.hand(0, "Creature Swap")
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Creature Swap", player=0, request="idle")
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    # one monster each: the swap needs no choice
    assert field_monsters(duel, 1) == [UA] and field_monsters(duel, 0) == ["Battle Ox"]
    s.end_turn()
    assert duel.turn == 4 and duel.phase == "main1" and duel.request.kind == "idle"
    assert field_monsters(duel, 1) == [] and grave(duel, 1) == []
    assert grave(duel, 0) == ["Creature Swap", UA]
