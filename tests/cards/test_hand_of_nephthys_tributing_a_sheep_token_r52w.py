"""Hand of Nephthys Tributing a Sheep Token (the GOAT preset; round 52w).

Sources: Scapegoat's 2005 text (its tokens may not be Tributed for a Tribute Summon; nothing
else is barred); Hand of Nephthys' text (Tribute it and one other monster, as the cost, to
Special Summon Sacred Phoenix of Nephthys from hand or Deck); the Card of the Day of 2006-11-14
on Pojo (a Sheep Token as the Tribute for another card's cost, Enemy Controller's). Seed 000
§代價 (a Tribute for a cost is not a Tribute Summon)."""

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_a_sheep_token_pays_hand_of_nephthys_cost():
    """Q: I control Hand of Nephthys and a Sheep Token (Scapegoat was activated on an earlier
    turn). May I Tribute the Token with the Hand to call Sacred Phoenix of Nephthys from my Deck?
    A: yes: the Token only refuses a Tribute Summon. The Hand goes to the GY, the Token vanishes,
    and the Phoenix arrives."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, "Hand of Nephthys")
    table.monster(0, "Sheep Token", position="defense")
    table.deck(0, ["Sacred Phoenix of Nephthys", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Hand of Nephthys", request="idle")
    s.pick("select", "Sheep Token", player=0)
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("select", "Sacred Phoenix of Nephthys", player=0)
    s.pick("option", "Attack Position", player=0)
    s.expect(request="idle", player=0)
    assert field_monsters(duel, 0) == ["Sacred Phoenix of Nephthys"]
    assert duel.monsters(0)[0].position == "attack"
    assert grave(duel, 0) == ["Hand of Nephthys"]        # a Token goes to no GY
    assert [c.name for c in duel.players[0].deck] == ["Battle Ox"]
