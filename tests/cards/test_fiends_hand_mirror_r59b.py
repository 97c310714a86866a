"""Fiend's Hand Mirror (58607704), Normal Trap (round 59b): it moves the target of the opponent's Spell
that targets 1 Set card to another Set card that Spell could target.

Sources, in our words: the TCG text (Invasion of Chaos, IOC-EN102, 2004; the same today: activated when
the opponent activates a Spell Card that targets 1 Set card; another Set card that would be a correct
target is selected, and the Spell's target becomes it); the OCG text (悪魔の手鏡, tcatmon.com
《악마의 손거울》: "the opponent's Spell activated on 1 Spell/Trap card on the field moves to another
correct target"); the sister card Fairy's Hand Mirror's FAQ (yugioh-wiki.net 《天使の手鏡》 11/09/17: the
new target is decided as the Mirror is activated; it must be a correct target of the Spell). Our
reading: a Spell that targets a face-up card, or two cards, is no such Spell; the new target is never
the Mirror itself (face-up once activated). The engine word: `Ctx.retarget(link, card)`."""

from duelist.engine.text import describe
from duelist.testing.reads import grave, of_type
from duelist.testing.scenario import Script, Table
from tests.rules.stand_ins import stand_in

FHM = "Fiend's Hand Mirror"
MST = "Mystical Space Typhoon"


def spells_traps(duel, player):
    """The Set cards of `player`'s Spell & Trap Zones, by name."""
    return [c.name for c in duel.players[player].szone if c is not None and not c.face_up]


def _mst_on(table_setup):
    """Player 1's turn, Mystical Space Typhoon in their hand; `table_setup(table)` places the rest and
    returns its CardRefs by name."""
    table = Table(turn=4, turn_player=1)
    table.hand(1, MST)
    refs = table_setup(table)
    duel = table.build()
    return duel, Script(duel), refs


def _offered(duel):
    """The uids the pending request offers."""
    return sorted(o.card for o in duel.request.options if o.card is not None)


def test_fiends_hand_mirror_moves_mystical_space_typhoon_to_the_opponents_own_set_card():
    """Q: my opponent activates Mystical Space Typhoon on my Set Waboku; I activate Fiend's Hand Mirror
    and pick my opponent's own Set Trap Hole. A: Typhoon resolves on Trap Hole: Trap Hole is destroyed,
    my Waboku stays Set, and the Mirror goes to my GY."""
    def setup(table):
        return {"Waboku": table.spell_trap(0, "Waboku"), FHM: table.spell_trap(0, FHM),
                "Trap Hole": table.spell_trap(1, "Trap Hole")}
    duel, s, refs = _mst_on(setup)
    s.pick("activate", MST, player=1)
    s.pick("target", refs["Waboku"], player=1)
    assert s.has("activate", FHM)
    s.pick("activate", FHM, player=0)
    # (Waboku is the current target; the Mirror is face-up now)
    assert _offered(duel) == [refs["Trap Hole"].uid(duel)]
    s.pick("select", refs["Trap Hole"], player=0)
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    moved = of_type(duel, "link_retargeted")
    assert len(moved) == 1 and moved[0]["link"] == 1 and moved[0]["player"] == 0
    assert describe(moved[0]) == "  Chain Link 1 now targets another card"
    assert [e["name"] for e in of_type(duel, "destroyed")] == ["Trap Hole"]
    assert spells_traps(duel, 0) == ["Waboku"]
    assert grave(duel, 0) == [FHM] and sorted(grave(duel, 1)) == [MST, "Trap Hole"]


def test_fiends_hand_mirror_is_not_offered_against_a_spell_on_a_face_up_card():
    """Q: my opponent activates Mystical Space Typhoon on my face-up Swords of Revealing Light while I
    have another Set card. A: the Spell targets no Set card: Fiend's Hand Mirror cannot be activated."""
    def setup(table):
        table.spell_trap(0, FHM)
        table.spell_trap(0, "Waboku")
        return {"Swords": table.spell_trap(0, "Swords of Revealing Light", face_down=False)}
    duel, s, refs = _mst_on(setup)
    s.pick("activate", MST, player=1)
    s.pick("target", refs["Swords"], player=1)
    assert duel.request.kind == "chain" and duel.request.player == 0
    assert not s.has("activate", FHM)


def test_fiends_hand_mirror_is_not_offered_against_a_spell_with_two_targets(monkeypatch):
    """Q: my opponent's Spell (a stand-in Mystical Space Typhoon that targets 2 Spells/Traps and
    destroys them) targets my two Set cards. A: it targets more than 1 card: the Mirror cannot answer
    it."""
    from duelist.cards.common import Target, activate, spells_traps_but_this

    def destroy_both(ctx):
        yield from ctx.destroy(ctx.targets)

    stand_in(monkeypatch, MST, [activate(destroy_both, target=Target(spells_traps_but_this, count=2))])

    def setup(table):
        table.spell_trap(0, FHM)
        table.spell_trap(1, "Sakuretsu Armor")
        return {"Waboku": table.spell_trap(0, "Waboku"), "Trap Hole": table.spell_trap(0, "Trap Hole")}
    duel, s, refs = _mst_on(setup)
    s.pick("activate", MST, player=1)
    s.pick("target", refs["Waboku"], player=1)
    s.pick("target", refs["Trap Hole"], player=1)
    assert duel.request.kind == "chain" and duel.request.player == 0
    assert not s.has("activate", FHM)


def test_fiends_hand_mirror_offers_only_cards_the_spell_could_target(monkeypatch):
    """Q: my opponent's Spell (a stand-in Mystical Space Typhoon that may target only a Set card its
    player's opponent controls) targets my Set Waboku; the Set cards besides are my Trap Hole and my
    opponent's Sakuretsu Armor. A: only my Trap Hole would be a correct target: the Mirror offers it
    alone, and Typhoon then destroys Trap Hole."""
    from duelist.cards.common import Target, activate, spells_traps_but_this

    def destroy(ctx):
        yield from ctx.destroy(ctx.targets)

    def opponents(ctx, card):
        return card.controller == ctx.opponent

    stand_in(monkeypatch, MST, [activate(destroy, target=Target(spells_traps_but_this, filter=opponents))])

    def setup(table):
        table.spell_trap(0, FHM)
        table.spell_trap(1, "Sakuretsu Armor")
        return {"Waboku": table.spell_trap(0, "Waboku"), "Trap Hole": table.spell_trap(0, "Trap Hole")}
    duel, s, refs = _mst_on(setup)
    s.pick("activate", MST, player=1)
    s.pick("target", refs["Waboku"], player=1)
    s.pick("activate", FHM, player=0)
    assert _offered(duel) == [refs["Trap Hole"].uid(duel)]
    s.pick("select", refs["Trap Hole"], player=0)
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert [e["name"] for e in of_type(duel, "destroyed")] == ["Trap Hole"]
    assert spells_traps(duel, 0) == ["Waboku"] and spells_traps(duel, 1) == ["Sakuretsu Armor"]
