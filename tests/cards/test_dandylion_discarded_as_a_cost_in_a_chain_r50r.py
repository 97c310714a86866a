"""A card sent to the GY as a cost in the middle of a chain starts nothing in that chain.

Magic Jammer's cost (discard 1 card) sends Dandylion to the GY as Magic Jammer is activated in
answer to Pot of Greed. Dandylion's effect ("if this card is sent to the GY: Special Summon 2
Fluff Tokens") is a trigger effect, spell speed 1 (seed 000 §誘發效果: 誘發效果的咒文速度為1): it
cannot be chained to the chain being built; it activates once that chain has resolved, as a new
chain. The discard stays paid when Magic Jammer's activation is negated (Solemn Judgment), so
the Tokens still come (seed 000 §效果分類; tests/rules/test_negated_activations_and_their_costs_r38r.py:
a negated activation keeps its discard paid). Dandylion's text (Pojo COTD 2010-04-26,
kperovic.com "Duelist Academy: Dandy Dragon": discarded for a cost, it starts a new chain after the
first chain resolves)."""

from duelist.testing.reads import field_monsters, grave, hand
from duelist.testing.scenario import Script, Table


def test_dandylion_discarded_for_magic_jammer_makes_its_tokens_after_the_chain():
    """Q: my opponent activates Pot of Greed; I chain Magic Jammer, discarding Dandylion; they
    chain Solemn Judgment on Magic Jammer. When do my Fluff Tokens come? A: after the whole
    chain has resolved (Magic Jammer negated, Pot of Greed resolved), as a chain of their own."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Pot of Greed")
    table.deck(0, ["Battle Ox"] * 4)
    table.spell_trap(0, "Solemn Judgment")
    table.spell_trap(1, "Magic Jammer")
    table.hand(1, "Dandylion")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Pot of Greed")
    s.pick("activate", "Magic Jammer", player=1, request="chain")
    if duel.request.kind == "select":
        s.pick("select", "Dandylion")
    assert grave(duel, 1) == ["Dandylion"]                  # the cost, paid
    s.pick("activate", "Solemn Judgment", player=0, request="chain")
    while duel.request.kind == "chain":
        s.pick("pass")
    links = [(e["type"], e.get("name")) for e in duel.log if e["type"] in ("chain", "resolve", "chain_end")]
    assert links == [("chain", "Pot of Greed"), ("chain", "Magic Jammer"), ("chain", "Solemn Judgment"),
                     ("resolve", "Solemn Judgment"), ("resolve", "Magic Jammer"), ("resolve", "Pot of Greed"),
                     ("chain_end", None),
                     ("chain", "Dandylion"), ("resolve", "Dandylion"), ("chain_end", None)]
    assert hand(duel, 0) == ["Battle Ox", "Battle Ox"]      # Pot of Greed resolved
    assert field_monsters(duel, 1) == ["Fluff Token", "Fluff Token"]
    assert sorted(grave(duel, 1)) == ["Dandylion", "Magic Jammer"]
