"""Hand of Nephthys (98446407) Tributing Sangan for its cost: Tributing for a cost sends
Sangan from the field to the GY, so Sangan's (mandatory) effect still searches; it was
triggered while the chain was being built, so it is activated once Hand of Nephthys' effect
has resolved (Sacred Phoenix of Nephthys Special Summoned from the Deck first).

Sources: Hand of Nephthys' text (Tribute it and one other monster as a cost; Special Summon
Sacred Phoenix of Nephthys from the hand or Deck); Sangan's Goat-era text (sent from the field
to the GY: add a monster with 1500 or less ATK from the Deck to the hand; mandatory); seed 000
§效果分類 誘發效果 (a mandatory trigger does not miss its timing; triggers gathered during a
chain are activated after it)."""

from duelist.testing.reads import field_monsters, grave, hand
from duelist.testing.scenario import Script, Table


def test_sangan_tributed_for_hand_of_nephthys_searches_after_the_phoenix_arrives():
    """Question: player 0 activates Hand of Nephthys, Tributing it and a Set Sangan. Does Sangan
    search, and when? Answer: yes: Sacred Phoenix of Nephthys is Special Summoned from the Deck,
    then Sangan's effect starts a new chain and adds Mystic Tomato to the hand."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Hand of Nephthys")
    table.monster(0, "Sangan", position="set")
    table.deck(0, ["Sacred Phoenix of Nephthys", "Mystic Tomato", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    start = len(duel.log)
    s.pick("activate", "Hand of Nephthys", request="idle")
    s.pick("select", "Sangan", request="select", player=0)
    if duel.request.kind == "select":
        s.pick("select", "Sacred Phoenix of Nephthys", player=0)
    s.pick("option", "Attack Position", request="option", player=0)
    s.pick("select", "Mystic Tomato", request="select", player=0)
    assert field_monsters(duel, 0) == ["Sacred Phoenix of Nephthys"]
    assert hand(duel, 0) == ["Mystic Tomato"]
    assert sorted(grave(duel, 0)) == ["Hand of Nephthys", "Sangan"]
    steps = [(e["type"], e["name"]) for e in duel.log[start:] if e["type"] in ("chain", "resolve")]
    assert steps == [("chain", "Hand of Nephthys"), ("resolve", "Hand of Nephthys"),
                     ("chain", "Sangan"), ("resolve", "Sangan")]
