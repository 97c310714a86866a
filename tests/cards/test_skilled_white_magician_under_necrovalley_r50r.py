"""Skilled White Magician (Tribute it while it holds 3 Spell Counters: Special Summon 1 Buster
Blader from your hand, Deck or GY) under the opponent's Necrovalley.

Necrovalley negates card effects that would reach a card in the GY. Such an effect may still be
activated (its cost, the Tribute, is paid); as it resolves it can pick only from the hand or the
Deck, and with Buster Blader only in the GY it does nothing. Source: Konami's official FAQ
(db.yugioh-card.com, faq fid=18705, 2017-03-24) on Illusion Magic ("add up to 2 Dark Magician from
your Deck and/or GY") under Necrovalley: it adds from the Deck only, and is not applied when the
GY holds the only copies; seed 000 §效果分類 (an effect applies only as far as it can).

Round 50r found Buster Blader Special Summoned from the GY (request 8 in
/work/reports/h50r-requests.md; fixed in stop 50, Ctx.grave_guarded), beside a Deck-only
control."""

import pytest

from duelist.testing.reads import field_monsters, grave
from duelist.testing.scenario import Script, Table



def _magician_with_3_counters(rules, buster_in_grave, buster_in_deck):
    table = Table(rules=rules, turn=3, turn_player=0)
    table.field_spell(1, "Necrovalley")
    table.monster(0, "Skilled White Magician")
    table.hand(0, *(["Dian Keto the Cure Master"] * 3))
    if buster_in_grave:
        table.grave(0, "Buster Blader")
    table.deck(0, ["Battle Ox", "Buster Blader", "Battle Ox"] if buster_in_deck else ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel)
    for _ in range(3):
        s.pick("activate", "Dian Keto the Cure Master", request="idle", first=True)
        while duel.request.kind == "chain":
            s.pick("pass")
    s.pick("activate", "Skilled White Magician")
    while duel.request.kind == "chain":
        s.pick("pass")
    return duel, s


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_skilled_white_magician_summons_no_buster_blader_from_the_gy_under_necrovalley(rules):
    """Q: under my opponent's Necrovalley, my only Buster Blader is in my GY; I Tribute Skilled
    White Magician (3 Spell Counters) for its effect. A: the Tribute is paid, but Buster Blader
    cannot be taken out of the GY: nothing is Special Summoned."""
    duel, s = _magician_with_3_counters(rules, buster_in_grave=True, buster_in_deck=False)
    while duel.request.kind != "idle":
        s.answer(duel.request.options[0])
    assert field_monsters(duel, 0) == []
    assert "Buster Blader" in grave(duel, 0) and "Skilled White Magician" in grave(duel, 0)


def test_skilled_white_magician_under_necrovalley_offers_only_the_decks_buster_blader():
    """Q: the same with a Buster Blader in my GY and one in my Deck. A: only the Deck's may be
    picked; the GY's stays there."""
    duel, s = _magician_with_3_counters("MR5", buster_in_grave=True, buster_in_deck=True)
    s.expect(request="select", player=0)
    assert len([o for o in duel.request.options if o.kind == "select"]) == 1
    s.answer([o for o in duel.request.options if o.kind == "select"][0])
    while duel.request.kind != "idle":
        s.answer(duel.request.options[0])
    assert field_monsters(duel, 0) == ["Buster Blader"]
    assert "Buster Blader" in grave(duel, 0)


def test_skilled_white_magician_under_necrovalley_summons_the_decks_buster_blader():
    """Control: with Buster Blader only in my Deck, Necrovalley changes nothing: it is Special
    Summoned."""
    duel, s = _magician_with_3_counters("MR5", buster_in_grave=False, buster_in_deck=True)
    while duel.request.kind != "idle":
        s.answer(duel.request.options[0])
    assert field_monsters(duel, 0) == ["Buster Blader"]
