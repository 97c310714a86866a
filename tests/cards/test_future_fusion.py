"""Future Fusion (77565204): a Continuous Spell that sends a Fusion Monster's materials from its
player's Deck to the GY and later brings that Fusion Monster from the Extra Deck (seed 000
§融合召喚, 5th point: "依照進行融合召喚的卡的不同，存在把在手卡·場上以外的場所的怪獸作為融合素材的
情況", the card that makes the Fusion Summon says where its materials are: here the Deck).

Two texts. Today's (the errata): activating it does nothing yet; in its controller's 1st
Standby Phase after the activation an effect is activated that reveals a Fusion Monster and sends
the materials it names from the Deck to the GY (no Fusion Summon yet, so no Fusion substitute
stands in); in the 2nd, another that Fusion Summons a monster of that name. The first
printing's (played under the GOAT rules, card texts "2005"): the reveal and the sending are the
activation's own effect, so it needs a Fusion Monster whose materials are all in the Deck, and in
the 2nd Standby Phase the monster comes with no chain link, "treated as a Fusion Summon".

Cards: Future Fusion, Gaia the Dragon Champion (Gaia The Fierce Knight + Curse of Dragon),
Chimeratech Fortress Dragon (its own procedure, never by a Fusion Spell), King of the Swamp (a
Fusion substitute), Celtic Guardian."""

from duelist.testing.reads import field_monsters, grave, of_type
from duelist.testing.scenario import Script, Table

GAIA = "Gaia the Dragon Champion"
MATERIALS = ["Curse of Dragon", "Gaia The Fierce Knight"]


def _table(rules=None, deck=MATERIALS, extra=(GAIA,)):
    table = Table(rules=rules, turn=3, turn_player=0, phase="main1")
    table.hand(0, "Future Fusion")
    if extra:
        table.extra(0, *extra)
    table.deck(0, ["Celtic Guardian"] * 6 + list(deck))
    table.deck(1, ["Celtic Guardian"] * 8)
    return table


def _play_to(s, duel, turn, phase="main1", reveal=GAIA):
    """Both players pass and end their turns until `turn`'s `phase`; Future Fusion's questions
    are answered: reveal `reveal`, summon in Attack Position; the order of a Standby Phase's
    effects (round 52g: Imperial Order's upkeep is one of them), the first listed."""
    for _ in range(80):
        r = duel.request
        if duel.turn == turn and duel.phase == phase and r.kind == "idle":
            return
        if r.kind == "select":
            s.pick("select", reveal)
        elif r.kind == "option":
            s.pick("option", "Attack Position", request="option")
        elif r.kind == "order":
            s.answer(r.options[0])
        elif r.kind == "idle":
            s.end_turn()
        else:
            s.pick("pass")
    raise AssertionError("turn %d %s not reached" % (turn, phase))


def _deck_names(duel, player=0):
    return [c.name for c in duel.players[player].deck]


def _chained(duel, start, name="Future Fusion"):
    return [e for e in of_type(duel, "chain", start) if e.get("name") == name]


def test_future_fusion_sends_the_materials_in_the_first_standby_phase_and_summons_in_the_second():
    """Today's text: the activation sends nothing. In the opponent's turn nothing happens; in its
    controller's next Standby Phase (their 1st after the activation) an effect is activated
    (a chain link) that reveals Gaia the Dragon Champion and sends Gaia The Fierce Knight and
    Curse of Dragon from the Deck to the GY, summoning nothing; in the 2nd, another chain link
    Fusion Summons Gaia the Dragon Champion, properly, and Future Fusion stays."""
    duel = _table().build()
    s = Script(duel)
    s.pick("activate", "Future Fusion")
    _play_to(s, duel, 3)
    assert grave(duel, 0) == [] and all(m in _deck_names(duel) for m in MATERIALS)
    _play_to(s, duel, 4)
    assert grave(duel, 0) == []
    start = len(duel.log)
    _play_to(s, duel, 5)
    assert sorted(grave(duel, 0)) == MATERIALS
    assert not any(m in _deck_names(duel) for m in MATERIALS)
    assert field_monsters(duel, 0) == [] and len(_chained(duel, start)) == 1
    assert [e["name"] for e in of_type(duel, "reveal", start)] == [GAIA]      # shown to both
    start = len(duel.log)
    _play_to(s, duel, 7)
    assert field_monsters(duel, 0) == [GAIA] and len(_chained(duel, start)) == 1
    assert duel.properly_summoned(duel.monsters(0)[0])
    assert [c.name for c in duel.players[0].szone if c is not None] == ["Future Fusion"]


def test_future_fusion_can_be_activated_with_an_empty_extra_deck_under_todays_text():
    """Today's text: the activation has no effect of its own, so an empty Extra Deck does not
    stop it; in the 1st Standby Phase there is nothing to reveal (the Deck keeps its cards), and
    in the 2nd nothing is summoned."""
    duel = _table(extra=()).build()
    s = Script(duel)
    assert s.has("activate", "Future Fusion")
    s.pick("activate", "Future Fusion")
    _play_to(s, duel, 7)
    assert grave(duel, 0) == [] and field_monsters(duel, 0) == []
    assert all(m in _deck_names(duel) for m in MATERIALS)


def test_future_fusion_reveals_only_a_fusion_whose_materials_are_all_in_the_deck():
    """Today's text: with Curse of Dragon missing from the Deck, Gaia the Dragon Champion cannot
    be revealed: nothing is sent in the 1st Standby Phase."""
    duel = _table(deck=["Gaia The Fierce Knight"]).build()
    s = Script(duel)
    s.pick("activate", "Future Fusion")
    _play_to(s, duel, 5)
    assert grave(duel, 0) == [] and "Gaia The Fierce Knight" in _deck_names(duel)


def test_future_fusion_takes_no_fusion_substitute_under_todays_text():
    """Today's text: the materials are sent before any Fusion Summon, so King of the Swamp cannot
    stand in for Curse of Dragon (a substitute stands in only for a Fusion Summon): nothing is
    revealed."""
    duel = _table(deck=["Gaia The Fierce Knight", "King of the Swamp"]).build()
    s = Script(duel)
    s.pick("activate", "Future Fusion")
    _play_to(s, duel, 5)
    assert grave(duel, 0) == [] and of_type(duel, "reveal") == []


def test_first_printing_sends_the_materials_as_it_resolves_and_summons_with_no_chain_link():
    """GOAT (the first printing's text): the activation itself reveals Gaia the Dragon Champion
    and sends its materials from the Deck to the GY; in the controller's 2nd Standby Phase after
    it the monster is Special Summoned, treated as a Fusion Summon, with no chain link."""
    duel = _table(rules="GOAT").build()
    s = Script(duel)
    s.pick("activate", "Future Fusion")
    s.pick("select", GAIA)
    assert sorted(grave(duel, 0)) == MATERIALS
    _play_to(s, duel, 5)
    assert field_monsters(duel, 0) == []
    start = len(duel.log)
    _play_to(s, duel, 7)
    assert field_monsters(duel, 0) == [GAIA] and duel.properly_summoned(duel.monsters(0)[0])
    assert _chained(duel, start) == []


def test_first_printing_cannot_be_activated_without_a_fusion_it_can_reveal():
    """GOAT: the activation reveals and sends, so it needs a Fusion Monster whose materials are
    all in the Deck: not with an empty Extra Deck, nor with a material missing."""
    assert not Script(_table(rules="GOAT", extra=()).build()).has("activate", "Future Fusion")
    assert not Script(_table(rules="GOAT", deck=["Curse of Dragon"]).build()).has("activate", "Future Fusion")


def test_first_printing_lets_a_fusion_substitute_be_sent():
    """GOAT: the first printing sends the materials as Fusion Materials, so King of the Swamp may
    stand in for Curse of Dragon."""
    duel = _table(rules="GOAT", deck=["Gaia The Fierce Knight", "King of the Swamp"]).build()
    s = Script(duel)
    s.pick("activate", "Future Fusion")
    s.pick("select", GAIA)
    assert sorted(grave(duel, 0)) == ["Gaia The Fierce Knight", "King of the Swamp"]


def test_future_fusion_never_reveals_chimeratech_fortress_dragon():
    """seed 000 §融合召喚, last point: Chimeratech Fortress Dragon is summoned only by its own
    procedure, never by a Fusion card, so Future Fusion cannot reveal it, Cyber Dragon and a
    Machine in the Deck or not (GOAT: it cannot be activated; today: nothing is sent)."""
    deck = ["Cyber Dragon", "Cyber Dragon"]
    assert not Script(_table(rules="GOAT", deck=deck, extra=("Chimeratech Fortress Dragon",)).build()).has(
        "activate", "Future Fusion")
    duel = _table(deck=deck, extra=("Chimeratech Fortress Dragon",)).build()
    s = Script(duel)
    s.pick("activate", "Future Fusion")
    _play_to(s, duel, 5)
    assert grave(duel, 0) == []
