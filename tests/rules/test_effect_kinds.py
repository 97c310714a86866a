"""More effect rules of seed 000 §效果分類 and §勝負判定條件 that card tests do not show."""

from duelist.engine import state as S
from duelist.testing.reads import field_monsters, grave, once
from duelist.testing.scenario import Script, Table


def test_a_draw_by_an_effect_from_an_empty_deck_loses():
    """seed 000 §勝負判定條件: a player who must draw by an effect (Card Destruction) with
    too few cards in the Deck loses. (Card Destruction cannot be activated while a Deck is
    already too small: here player 1's last Deck card joins the hand after the activation.)"""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Card Destruction", "Battle Ox")
    table.hand(1, "Celtic Guardian")
    table.deck(0, ["Mystical Elf"])
    [last] = table.deck(1, ["Battle Ox"])
    table.at("activated", once(lambda duel: duel.debug_move(last.uid(duel), S.HAND, player=1)))
    duel = table.build()
    Script(duel).pick("activate", "Card Destruction")
    assert duel.result is not None and duel.result["winner"] == 0
    assert duel.result["reason"] == "deck_out"


def test_an_ignition_effect_resolves_after_its_monster_left_the_field():
    """seed 000 §起動效果: an activated ignition effect resolves even if its monster left the
    field in the meantime (Tribe-Infecting Virus destroyed in the chain still destroys)."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Tribe-Infecting Virus")
    table.monster(1, "Celtic Guardian")           # Warrior
    table.hand(0, "Battle Ox")                     # the discard
    table.spell_trap(1, "Raigeki Break")
    table.hand(1, "Mystical Elf")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Tribe-Infecting Virus")
    s.pick("select", "Battle Ox")
    s.pick("option", "Warrior")
    s.pick("activate", "Raigeki Break", player=1, request="chain")
    s.pick("select", "Mystical Elf", player=1)
    s.pick("target", "Tribe-Infecting Virus", player=1)
    assert field_monsters(duel, 0) == [] and field_monsters(duel, 1) == []
    assert "Celtic Guardian" in grave(duel, 1)


def test_skill_drain_stops_a_continuous_monster_rule_like_kaiser_sea_horse():
    """seed 000 §其他效果: Kaiser Sea Horse's double Tribute is a monster effect on the
    field, so Skill Drain negates it."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Kaiser Sea Horse")
    table.spell_trap(1, "Skill Drain", face_down=False)
    table.hand(0, "Blue-Eyes White Dragon")        # a LIGHT monster needing 2 Tributes
    duel = table.build()
    assert not Script(duel).has("summon", "Blue-Eyes White Dragon")


def test_when_trigger_misses_the_timing_in_the_middle_of_a_resolution():
    """seed 000 §誘發效果 (missing the timing): Card Destruction discards, *then* both players
    draw; Archfiend of Gilfer's optional "when it is sent to the GY" effect was not the last
    thing to happen, so it cannot be activated (an optional "if" effect would be:
    test_optional_if_trigger_does_not_miss_the_timing)."""
    from duelist.testing.reads import of_type
    table = Table(turn=3, turn_player=0)
    table.monster(1, "Celtic Guardian")
    table.hand(0, "Card Destruction", "Archfiend of Gilfer")
    table.deck(0, ["Battle Ox", "Mystical Elf"])
    duel = table.build()
    Script(duel).pick("activate", "Card Destruction")
    assert [e["name"] for e in of_type(duel, "missed_timing")] == ["Archfiend of Gilfer"]
    assert duel.request.kind == "idle" and "Archfiend of Gilfer" in grave(duel, 0)


def test_when_trigger_that_is_the_last_thing_can_be_activated():
    """The same kind of trigger, when its event is the last thing a resolution did (Gilfer
    destroyed by Fissure), is offered to its player."""
    table = Table(turn=3, turn_player=0)
    table.monster(1, "Archfiend of Gilfer")      # 2200, the lowest ATK on that side
    table.monster(1, "Blue-Eyes White Dragon")
    table.monster(0, "Battle Ox")
    table.hand(0, "Fissure")
    duel = table.build()
    Script(duel).pick("activate", "Fissure")
    request = duel.request
    assert request.kind == "yes_no" and request.player == 1 and "Archfiend of Gilfer" in request.prompt


def test_optional_if_trigger_does_not_miss_the_timing(monkeypatch):
    """seed 000 §誘發效果 (missing the timing): only optional "when ... you can" effects miss
    the timing. An optional "if ... you can" effect (a stand-in: Mystical Elf given "if this
    card is sent to the GY: you can gain 500 LP") discarded by Card Destruction, *then* both
    players draw, is still offered once the resolution is over."""
    from duelist.cards import kit as K
    from duelist.cards.common import TRIGGER, Effect
    from duelist.engine import state as S
    from duelist.testing.reads import of_type
    from tests.rules.stand_ins import stand_in
    stand_in(monkeypatch, "Mystical Elf", [
        Effect(TRIGGER, events="moved", range=(S.GRAVE,), match=K.is_self_move, optional=True,
               resolve=lambda ctx: ctx.recover(ctx.player, 500), label="gain 500 LP")])
    table = Table(turn=3, turn_player=0)
    table.monster(1, "Celtic Guardian")
    table.hand(0, "Card Destruction", "Mystical Elf")
    table.deck(0, ["Battle Ox", "Hitotsu-Me Giant"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Card Destruction")
    assert of_type(duel, "missed_timing") == []
    s.pick("yes", player=0, request="yes_no")
    assert duel.players[0].lp == 8500


def test_once_per_turn_effect_is_refused_after_its_use_and_is_per_copy(monkeypatch):
    """seed 000 §起動效果 with a "once per turn" effect: after the effect of one copy resolved
    it is no longer offered that turn (the card stays face-up, so only the once-per-turn limit
    refuses it); another copy may still use its own; the next turn it is offered again. A
    stand-in: Battle Ox given "once per turn: gain 500 LP"."""
    from duelist.cards.common import IGNITION, Effect
    from tests.rules.stand_ins import stand_in
    stand_in(monkeypatch, "Battle Ox", [
        Effect(IGNITION, once_per_turn=True, resolve=lambda ctx: ctx.recover(ctx.player, 500),
               label="gain 500 LP")])
    table = Table(turn=3, turn_player=0)
    first = table.monster(0, "Battle Ox")
    second = table.monster(0, "Battle Ox")
    table.deck(0, ["Mystical Elf"])
    table.deck(1, ["Mystical Elf"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", first)
    assert duel.players[0].lp == 8500 and duel.request.kind == "idle"
    assert not s.has("activate", first)
    s.pick("activate", second)
    assert duel.players[0].lp == 9000 and not s.has("activate", second)
    s.end_turn()
    s.end_turn()
    assert duel.turn == 5 and s.has("activate", first) and s.has("activate", second)


def test_a_trigger_on_simultaneous_events_is_activated_once(monkeypatch):
    """seed 000 §誘發效果 (在該效果記載的特定時點發動): events that happen at the same time are one
    trigger point. Mystical Elf, given "if monsters are destroyed while this card is there,
    it gains its controller 500 LP from the GY" (mandatory), is destroyed by Dark Hole with
    three other monsters: four destructions at once, one activation."""
    from duelist.cards.common import TRIGGER, Effect
    from duelist.engine import state as S
    from duelist.testing.reads import of_type
    from tests.rules.stand_ins import stand_in
    stand_in(monkeypatch, "Mystical Elf", [
        Effect(TRIGGER, events="destroyed", range=(S.GRAVE,),
               resolve=lambda ctx: ctx.recover(ctx.player, 500), label="gain 500 LP")])
    table = Table(turn=3, turn_player=0)
    table.monster(1, "Mystical Elf")
    table.monster(0, "Battle Ox")
    table.monster(1, "Celtic Guardian")
    table.monster(1, "Hitotsu-Me Giant")
    table.hand(0, "Dark Hole")
    duel = table.build()
    Script(duel).pick("activate", "Dark Hole")
    assert len(of_type(duel, "destroyed")) == 4
    assert [e["name"] for e in of_type(duel, "chain")] == ["Dark Hole", "Mystical Elf"]
    assert duel.players[1].lp == 8500


def test_an_ignition_effect_from_the_hand_is_a_chain_link_and_never_a_response():
    """seed 000 §起動效果: an ignition effect may be activated outside the field (the hand), in
    its controller's Main Phase with nothing else pending; it is a chain link (spell speed 1)
    the opponent may answer, and is itself never activated in response. Thunder Dragon is
    discarded from the hand (its cost) to add a copy from the Deck; player 1 answers with
    Waboku; in the window that follows, the second Thunder Dragon in the hand is not offered (the engine asks no one
    who has nothing to activate: the chain resolves at once)."""
    from duelist.testing.reads import hand, of_type
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Thunder Dragon", "Thunder Dragon")
    table.spell_trap(1, "Waboku")
    table.deck(0, ["Thunder Dragon", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    start = len(duel.log)
    s.pick("activate", "Thunder Dragon", first=True)
    assert grave(duel, 0) == ["Thunder Dragon"]                  # the cost, paid at activation
    s.pick("activate", "Waboku", player=1, request="chain")
    assert [e["name"] for e in of_type(duel, "chain", start)] == ["Thunder Dragon", "Waboku"]
    # spell speed 1: the second Thunder Dragon is no response, so player 0 has no window and
    # the chain resolves (Waboku, then Thunder Dragon asking its choice)
    assert s.expect(request="select", player=0)
    s.pick("select", "Thunder Dragon", player=0)
    assert hand(duel, 0) == ["Thunder Dragon", "Thunder Dragon"]
    assert s.expect(request="idle", player=0)
