"""Polymerization Fusion Summons a Fusion Monster of its player's Extra Deck: a card there that
is no Fusion Monster is passed over, even one whose facts name no frame at all (a CardData
made by hand with no kinds, as tests build Tokens: duelist/cards/model.py, kinds "tuple of
str", None when not given), and the Fusion Monster beside it is offered as ever (seed 000
§融合召喚: the Fusion Monster is chosen from the Extra Deck).
Round 49f: extra.py `fusion_monsters` read `"Fusion" in c.data.kinds` without `or ()`
(a TypeError for the card with no kinds)."""

from duelist.cards.model import CardData
from duelist.testing.scenario import Script, Table


def test_polymerization_offers_dark_paladin_beside_a_card_with_no_kinds():
    plain = CardData(code=99990001, alias=99990001, name="Plain Card", names={}, card_type="Monster",
                     race="Fiend", attribute="DARK", level=4, atk=1000, defense=1000)
    table = Table(rules="GOAT", turn=3)
    table.hand(0, "Polymerization", "Dark Magician", "Buster Blader")
    table.extra(0, plain, "Dark Paladin")
    duel = table.build()
    Script(duel).pick("activate", "Polymerization", request="idle")
    while duel.request.kind == "chain":
        duel.answer(next(o for o in duel.request.options if o.kind == "pass"))
    assert duel.request.kind == "select" and duel.request.player == 0
    assert [o.name for o in duel.request.options if o.kind == "select"] == ["Dark Paladin"]
