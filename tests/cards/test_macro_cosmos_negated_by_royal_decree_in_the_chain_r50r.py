"""Macro Cosmos's replacement ("a card that would be sent to the GY is banished instead") applies
only while its effect applies, at the moment a card would be sent (seed 000 §效果分類 › 永續效果).
Royal Decree (negate all other Trap effects on the field) resolved above Foolish Burial in the
same chain leaves Macro Cosmos face-up with its effect negated: when Foolish Burial resolves,
Dandylion reaches the GY, and its "if this card is sent to the GY" effect makes its Fluff Tokens
(the counterpart of tests/cards/test_macro_cosmos_chained_to_a_card_that_sends_to_the_gy_r49p.py,
where Macro Cosmos, applying, leaves Dandylion banished and no Tokens)."""

from duelist.testing.reads import banished, field_monsters, grave
from duelist.testing.scenario import Script, Table


def test_foolish_burial_resolved_after_royal_decree_negated_macro_cosmos_sends_dandylion_to_the_gy():
    """Q: my opponent's Macro Cosmos is face-up. I activate Foolish Burial and chain my Royal
    Decree. Where does Dandylion go? A: to my GY (Royal Decree negated Macro Cosmos first), and
    its Fluff Tokens come."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Foolish Burial")
    table.spell_trap(0, "Royal Decree")
    table.spell_trap(1, "Macro Cosmos", face_down=False)
    table.deck(0, ["Dandylion", "Battle Ox", "Battle Ox"])
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Foolish Burial")
    s.pick("activate", "Royal Decree", player=0, request="chain")
    while duel.request.kind != "idle":
        if duel.request.kind == "chain":
            s.pick("pass")
        else:
            s.pick("select", "Dandylion")
    assert banished(duel, 0) == []
    assert sorted(grave(duel, 0)) == ["Dandylion", "Foolish Burial"]
    assert field_monsters(duel, 0) == ["Fluff Token", "Fluff Token"]
