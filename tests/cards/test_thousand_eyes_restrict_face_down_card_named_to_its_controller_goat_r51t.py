"""Thousand-Eyes Restrict (2005 text, the GOAT preset) holding a face-down monster: the questions
its controller is asked must not name the card (round 51t, hidden information).

Sources as tests/cards/test_thousand_eyes_restrict_what_each_player_knows_r41c.py: the 2005
printing and yugioh.pl's "previously official ruling" (a face-down monster taken stays
face-down); seed 000 §怪獸的表示形式 (a face-down card's name is not public). The engine's model: the
card is known to its owner, who Set it, and to nobody else, its new controller included (the view
shows it to them without a name). docs/protocol.md: an option's `name` is "that card's name as
the deciding player may see it"; a prompt is shown to the deciding player too."""

import pytest

from duelist.testing.scenario import Script, Table


def _takes_a_set_celtic_guardian(rules):
    """Turn 3, player 0's Main Phase 1, all five Spell & Trap Zones free: player 0's Thousand-Eyes
    Restrict takes player 1's Set Celtic Guardian; the zone question is left pending."""
    table = Table(rules=rules, turn=3, turn_player=0)
    table.monster(0, "Thousand-Eyes Restrict", summon_kind="fusion")
    victim = table.monster(1, "Celtic Guardian", position="set")
    table.hand(0, "Mystical Space Typhoon")
    table.deck(0, ["Battle Ox"] * 3)
    table.deck(1, ["Battle Ox"] * 3)
    duel = table.build()
    s = Script(duel, zones="ask")
    s.pick("activate", "Thousand-Eyes Restrict")
    s.pick("target", victim)
    while duel.request.kind == "chain":
        s.pick("pass")
    return duel, s


@pytest.mark.xfail(strict=True, reason="h51t request 2: ask_zone names a held face-down card to its controller")
def test_goat_the_zone_question_does_not_name_the_face_down_card_taken():
    """Q (GOAT): my Thousand-Eyes Restrict takes my opponent's Set monster; I choose the Spell &
    Trap Zone it goes to. A: I am asked for a zone without being told what the card is."""
    duel, s = _takes_a_set_celtic_guardian("GOAT")
    assert duel.request.kind == "zone" and duel.request.player == 0
    assert "Celtic Guardian" not in duel.request.prompt
    assert all("Celtic Guardian" not in (o.name or "") + o.label for o in duel.request.options)


@pytest.mark.xfail(strict=True, reason="h51t request 2: _name_for names a held face-down card to its controller")
def test_goat_a_target_list_does_not_name_the_face_down_card_held():
    """Q (GOAT): then I activate Mystical Space Typhoon. A: the held card is offered as a Set card;
    my view shows it without a name, and so does the option."""
    duel, s = _takes_a_set_celtic_guardian("GOAT")
    s.zones()
    s.expect(request="idle", player=0)
    held = [c for c in duel.view(0)["players"][0]["spells"] if c is not None]
    assert len(held) == 1 and "name" not in held[0]
    s.pick("activate", "Mystical Space Typhoon")
    s.zones()           # (the Quick-Play Spell's own zone)
    assert duel.request.kind == "target"
    offered = [o for o in duel.request.options if o.card == held[0]["uid"]]
    assert len(offered) == 1
    assert "Celtic Guardian" not in offered[0].name and "Celtic Guardian" not in offered[0].label


def test_today_the_monster_taken_is_face_up_and_named_everywhere():
    """Control (today's text): the monster taken becomes a face-up Equip Card: public, named in
    the zone question and in the view."""
    duel, s = _takes_a_set_celtic_guardian("MR5")
    assert duel.request.kind == "zone" and "Celtic Guardian" in duel.request.prompt
    s.zones()
    held = [c for c in duel.view(1)["players"][0]["spells"] if c is not None]
    assert [c["name"] for c in held] == ["Celtic Guardian"]
