"""Dark Paladin (98502113): when a Spell Card is activated, discard 1 card to negate the
activation and destroy it; 500 more ATK for each Dragon on the field and in the GYs.

Sources: the card's texts in our words (the 2005 print, Dark Magician's Gallery / Dark Revelation
Volume 1 DR1-EN160: "When a Spell Card is activated, you can negate the activation ... and
destroy it by discarding 1 card from your hand"; today's, a Quick Effect with the discard as its
cost, does the same; no ERAS entry); yugiohphilosophy.wordpress.com "Dark Paladin" (2013: either
player's turn, as many times as there are cards to discard; Dark Paladin must be face-up on the
field to activate and to resolve the effect; the Dragons of both players, on the field and in
either GY, count, its own player's too); the activation of a Spell Card only, not a Trap: the
card's text; a face-down monster has no Type known: seed 000 §怪獸的表示形式 (our reading);
seed 000 §誘發即時效果 (a quick effect answers the activation in the chain)."""

from duelist.testing.reads import grave, hand
from duelist.testing.scenario import Script, Table

PALADIN = "Dark Paladin"


def _pass(s):
    while s.duel.request is not None and s.duel.request.kind == "chain":
        s.pick("pass", player=s.duel.request.player)


def _atk(duel, ref):
    return duel.atk(ref.card(duel))


def test_dark_paladin_negates_pot_of_greed():
    """Q: my opponent activates Pot of Greed; I discard Celtic Guardian for Dark Paladin's
    effect. A: the activation is negated, Pot of Greed is destroyed and they draw nothing."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.monster(0, PALADIN, summon_kind="fusion")
    table.hand(0, "Celtic Guardian")
    table.hand(1, "Pot of Greed")
    table.deck(1, ["Battle Ox", "Mystical Elf", "Hitotsu-Me Giant"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Pot of Greed", player=1)
    s.pick("activate", PALADIN, player=0, request="chain")
    if duel.request.kind == "select":
        s.pick("select", "Celtic Guardian")
    _pass(s)
    assert grave(duel, 0) == ["Celtic Guardian"]
    assert grave(duel, 1) == ["Pot of Greed"]
    assert hand(duel, 1) == [] and len(duel.players[1].deck) == 3


def test_dark_paladin_needs_a_card_to_discard():
    """Q: my hand is empty and my opponent activates Pot of Greed. A: the cost cannot be paid:
    I am not offered the effect (they draw 2)."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.monster(0, PALADIN, summon_kind="fusion")
    table.hand(1, "Pot of Greed")
    table.deck(1, ["Battle Ox", "Mystical Elf", "Hitotsu-Me Giant"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Pot of Greed", player=1)
    if duel.request is not None and duel.request.kind == "chain" and duel.request.player == 0:
        assert not s.has("activate", PALADIN)
    _pass(s)
    assert len(hand(duel, 1)) == 2


def test_dark_paladin_does_not_answer_a_trap_card():
    """Q: my opponent activates Dust Tornado (a Trap) on my Set card. A: Dark Paladin answers
    Spell Cards only: its effect is not offered."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.monster(0, PALADIN, summon_kind="fusion")
    table.hand(0, "Celtic Guardian")
    typhoon = table.spell_trap(0, "Mystical Space Typhoon")
    table.spell_trap(1, "Dust Tornado")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Dust Tornado", player=1)
    s.pick("target", typhoon, player=1)
    s.expect(request="chain", player=0)
    assert not s.has("activate", PALADIN)


def test_dark_paladin_counts_dragons_on_both_sides_and_in_both_gys():
    """Q: Blue-Eyes White Dragon is face-up on my opponent's side, a face-down Koumori Dragon on
    mine, a Koumori Dragon in my GY and a Blue-Eyes in theirs. A: 2900 + 3 x 500 = 4400 (the
    face-down Dragon has no Type known and is not counted)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    paladin = table.monster(0, PALADIN, summon_kind="fusion")
    table.monster(0, "Koumori Dragon", position="set")
    table.monster(1, "Blue-Eyes White Dragon")
    table.grave(0, "Koumori Dragon")
    table.grave(1, "Blue-Eyes White Dragon")
    duel = table.build()
    assert _atk(duel, paladin) == 4400


def test_dark_paladin_counts_itself_under_dna_surgery():
    """Q: I activate DNA Surgery declaring Dragon with Dark Paladin and my opponent's Battle Ox
    face-up. A: both are Dragons now, Dark Paladin itself included ("each Dragon on the field"):
    2900 + 2 x 500 = 3900."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    paladin = table.monster(0, PALADIN, summon_kind="fusion")
    table.monster(1, "Battle Ox")
    table.spell_trap(0, "DNA Surgery")
    duel = table.build()
    s = Script(duel)
    assert _atk(duel, paladin) == 2900
    s.pick("activate", "DNA Surgery", request="idle")
    _pass(s)
    s.answer([o for o in duel.request.options if o.label == "Option Dragon"][0])
    _pass(s)
    assert _atk(duel, paladin) == 3900


def test_dark_paladin_negates_a_quick_play_chained_to_its_own_players_spell():
    """Q: I activate Heavy Storm; my opponent chains Mystical Space Typhoon on it. A: Dark
    Paladin answers a Spell Card's activation whatever its speed or chain link: I discard and
    Typhoon is negated and destroyed; Heavy Storm then resolves."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, PALADIN, summon_kind="fusion")
    table.hand(0, "Heavy Storm", "Celtic Guardian")
    table.spell_trap(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Heavy Storm")
    s.pick("activate", "Mystical Space Typhoon", player=1, request="chain")
    s.pick("target", "Heavy Storm", player=1)
    s.pick("activate", PALADIN, player=0, request="chain")
    if duel.request.kind == "select":
        s.pick("select", "Celtic Guardian")
    _pass(s)
    assert sorted(grave(duel, 0)) == ["Celtic Guardian", "Heavy Storm"]
    assert grave(duel, 1) == ["Mystical Space Typhoon"]


def test_dark_paladin_turned_face_down_in_response_negates_nothing():
    """Q: my opponent activates Pot of Greed, I discard for Dark Paladin's effect, and they chain
    Book of Moon turning Dark Paladin face-down. A: Dark Paladin must be face-up on the field as
    its effect resolves: Pot of Greed is not negated, they draw 2; my discard stays spent."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.monster(0, PALADIN, summon_kind="fusion")
    table.hand(0, "Celtic Guardian")
    table.hand(1, "Pot of Greed", "Book of Moon")
    table.deck(1, ["Battle Ox", "Mystical Elf", "Hitotsu-Me Giant"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Pot of Greed", player=1)
    s.pick("activate", PALADIN, player=0, request="chain")
    if duel.request.kind == "select":
        s.pick("select", "Celtic Guardian")
    s.pick("activate", "Book of Moon", player=1, request="chain")
    s.pick("target", PALADIN, player=1)
    _pass(s)
    assert duel.monsters(0)[0].position == "set"
    assert grave(duel, 0) == ["Celtic Guardian"]
    assert sorted(grave(duel, 1)) == ["Book of Moon", "Pot of Greed"]
    assert len(hand(duel, 1)) == 2


def test_dark_paladin_twice_in_one_chain():
    """Q: my opponent activates Heavy Storm; I discard for Dark Paladin to negate it; they chain
    Mystical Space Typhoon on my Set Mirror Force. Can Dark Paladin answer again in the same chain?
    A: no: the same effect of one monster is activated once per chain (the engine's general rule,
    chain.py `_activation_allowed`; Dark Paladin has no text allowing more; no limit a turn
    otherwise, yugiohphilosophy "Dark Paladin"). Typhoon resolves and destroys Mirror Force;
    Heavy Storm is negated and destroyed; Battle Ox stays in my hand (1 discard only)."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.monster(0, PALADIN, summon_kind="fusion")
    table.hand(0, "Celtic Guardian", "Battle Ox")
    table.spell_trap(0, "Mirror Force")
    table.hand(1, "Heavy Storm")
    table.spell_trap(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Heavy Storm", player=1)
    s.pick("activate", PALADIN, player=0, request="chain")
    if duel.request.kind == "select":
        s.pick("select", "Celtic Guardian")
    s.pick("activate", "Mystical Space Typhoon", player=1, request="chain")
    s.answer(next(o for o in duel.request.options if "Set card" in str(o)))
    assert not (duel.request.kind == "chain" and duel.request.player == 0 and s.has("activate", PALADIN))
    _pass(s)
    assert sorted(grave(duel, 0)) == ["Celtic Guardian", "Mirror Force"]
    assert sorted(grave(duel, 1)) == ["Heavy Storm", "Mystical Space Typhoon"]
    assert hand(duel, 0) == ["Battle Ox"]


def test_dark_paladin_never_revived_even_after_a_fusion_summon():
    """Q: my Dark Paladin, properly Fusion Summoned before, is in my GY with Battle Ox; I activate
    Monster Reborn. May it revive Dark Paladin? A: no: only a Fusion Summon may Special Summon it
    (the 2005 print MFC-105 "can only be Special Summoned by Fusion Summon", pojo.com Card of the
    Day 2005-03-15; today's "cannot be Special Summoned by other ways", yugiohphilosophy "Dark
    Paladin"; fandom "Fusion Summon condition"): only Battle Ox is offered (review r55rb)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    paladin = table.grave(0, PALADIN)
    table.properly_summoned(paladin)
    table.grave(0, "Battle Ox")
    table.hand(0, "Monster Reborn")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn")
    assert duel.request.kind == "target"
    names = [str(o) for o in duel.request.options]
    assert any("Battle Ox" in n for n in names) and not any(PALADIN in n for n in names)
