"""Y-Dragon Head taken by Change of Heart (or Snatch Steal) and equipped by its taker.

A Union monster that turns into an Equip Card is a new card for the effects that applied to it
as a monster: they stop (TCG Judge Resource Site, Advanced Gameplay FAQ on Union monsters,
quoted by the "Card Rulings: Union Monsters" wiki page: "If a Union Monster turns into an
Equip Spell Card, or reverts back into a monster, effects are reset", with Call of the Haunted
and Limiter Removal as examples). Change of Heart's "until the End Phase" control was such an
effect: once the taker equips Y-Dragon Head to their own X-Head Cannon, nothing hands it back
in the End Phase; it stays the taker's Equip Card. Snatch Steal, equipped to Y-Dragon Head,
has no monster any more and is destroyed; Y-Dragon Head stays too (read from that principle;
no ruling page naming Change of Heart or Snatch Steal was found)."""

from duelist.testing.reads import field_monsters
from duelist.testing.scenario import Script, Table

X, Y = "X-Head Cannon", "Y-Dragon Head"


def test_the_equipped_union_stays_with_its_taker_after_the_end_phase():
    """Q: I take my opponent's Y-Dragon Head with Change of Heart and equip it to my X-Head
    Cannon. Does it go back to my opponent in the End Phase? A: no: it stays equipped to my
    X-Head Cannon (2200 ATK) into my opponent's turn."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    x = table.monster(0, X)
    table.monster(1, Y)
    table.hand(0, "Change of Heart")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Change of Heart")
    s.pick("target", Y)
    while duel.request.kind == "chain":
        s.pick("pass")
    s.pick("activate", Y, request="idle")
    s.pick("target", X)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert duel.atk(x.card(duel)) == 2200
    s.pick("end_turn")
    for _ in range(8):
        if duel.request.kind == "idle":
            break
        s.pick("pass")
    assert duel.turn == 4
    assert [c.name for c in duel.players[0].szone if c is not None] == [Y]
    assert field_monsters(duel, 0) == [X] and field_monsters(duel, 1) == []
    assert duel.atk(x.card(duel)) == 2200


def test_snatch_steal_on_the_union_is_destroyed_and_the_equip_card_stays_with_its_taker():
    """Q: I take Y-Dragon Head with Snatch Steal and equip it to my X-Head Cannon. A: Snatch
    Steal, equipped to a card that is no monster any more, is destroyed; Y-Dragon Head stays my
    Equip Card (the effects on it as a monster ended when it became an Equip Card)."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    x = table.monster(0, X)
    table.monster(1, Y)
    table.hand(0, "Snatch Steal")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Snatch Steal")
    s.pick("target", Y)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert field_monsters(duel, 0) == [X, Y]
    s.pick("activate", Y, request="idle")
    s.pick("target", X)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert [c.name for c in duel.players[0].szone if c is not None] == [Y]
    assert [c.name for c in duel.players[0].grave] == ["Snatch Steal"]
    assert field_monsters(duel, 0) == [X] and field_monsters(duel, 1) == []
    assert duel.atk(x.card(duel)) == 2200
