"""Missing the timing, judged at the end of the resolution that sent the card (round 38r).

seed 000 §誘發效果 / seed 001 §誘發效果 (時の任意効果): an optional "When ... you can" trigger is
activated only if its moment was the last thing that happened; a mandatory trigger and an
optional "if ... you can" one are activated whenever their moment came. A summoning procedure
(Tribute, Synchro) sends its materials first and places the monster after: seed 000
§怪獸的條件特殊召喚 (為了滿足條件而將怪獸送去墓地…之後還需要處理怪獸的特殊召喚…『這張卡被送去墓地時，
可以~~』這種選發誘發效果…不能發動)."""

from duelist.testing.reads import field_monsters, grave, hand, of_type
from duelist.testing.scenario import Script, Table


def test_archfiend_of_gilfer_discarded_by_graceful_charity_may_equip():
    """Question: Graceful Charity draws 3, *then* discards 2; one of the cards discarded is
    Archfiend of Gilfer. Does Gilfer's "when it is sent to the GY, you can" effect miss the
    timing? Answer: no -- the discard is the last thing Graceful Charity does (unlike Card
    Destruction, which discards and then draws), so Gilfer may be activated (seed 000
    §誘發效果)."""
    table = Table(turn=3, turn_player=0)
    ox = table.monster(0, "Battle Ox")
    table.hand(0, "Graceful Charity", "Archfiend of Gilfer")
    table.deck(0, ["Mystical Elf", "Celtic Guardian", "Koumori Dragon", "Kozaky"])
    duel = table.build()
    s = Script(duel)
    start = len(duel.log)
    s.pick("activate", "Graceful Charity")
    s.pick("select", "Archfiend of Gilfer", player=0)
    s.pick("select", "Mystical Elf", player=0)
    assert of_type(duel, "missed_timing", start) == []
    s.expect(request="yes_no", player=0)
    s.pick("yes")
    s.pick("target", "Battle Ox", player=0)
    assert duel.atk(ox.card(duel)) == 1200
    gilfer = [c for c in duel.players[0].szone if c is not None]
    assert [c.name for c in gilfer] == ["Archfiend of Gilfer"]
    assert duel.equipped_to(gilfer[0]) is ox.card(duel)


def test_archfiend_of_gilfer_sent_from_the_deck_by_foolish_burial_may_equip():
    """Question: Foolish Burial sends Archfiend of Gilfer from the Deck to the GY and then
    the Deck is shuffled. Is the sending still the last thing? Answer: yes -- shuffling the
    Deck after a card left it is no happening of its own, so Gilfer may be activated."""
    table = Table(turn=3, turn_player=0)
    ox = table.monster(1, "Battle Ox")
    table.hand(0, "Foolish Burial")
    table.deck(0, ["Archfiend of Gilfer", "Kozaky", "Mystical Elf"])
    duel = table.build()
    s = Script(duel)
    start = len(duel.log)
    s.pick("activate", "Foolish Burial")
    s.pick("select", "Archfiend of Gilfer", player=0)
    assert of_type(duel, "missed_timing", start) == []
    s.pick("yes", player=0, request="yes_no")
    s.pick("target", "Battle Ox", player=0)
    assert duel.atk(ox.card(duel)) == 1200


def test_gilfer_used_as_synchro_material_misses_the_timing_while_black_rose_dragon_does_not():
    """Question: Effect Veiler (a Level 1 Tuner) and Archfiend of Gilfer are sent to the GY
    to Synchro Summon Black Rose Dragon. May Gilfer's "when sent to the GY, you can" effect be
    activated, and Black Rose Dragon's "when Synchro Summoned, you can"? Answer: the materials
    went to the GY and *then* Black Rose Dragon was summoned: Gilfer misses the timing (seed
    000 §怪獸的條件特殊召喚), Black Rose Dragon's summon is the last thing and its effect is
    offered to its controller."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Effect Veiler")
    table.monster(0, "Archfiend of Gilfer")
    table.extra(0, "Black Rose Dragon")
    table.monster(1, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    start = len(duel.log)
    s.pick("synchro_summon", "Black Rose Dragon")
    if duel.request.kind == "option":
        s.pick("option", "Attack Position", request="option")
    assert [e["name"] for e in of_type(duel, "missed_timing", start)] == ["Archfiend of Gilfer"]
    s.expect(request="yes_no", player=0)
    assert "Black Rose Dragon" in duel.request.prompt
    s.pick("no")
    assert field_monsters(duel, 0) == ["Black Rose Dragon"] and field_monsters(duel, 1) == ["Battle Ox"]
    assert sorted(grave(duel, 0)) == ["Archfiend of Gilfer", "Effect Veiler"]
    assert [e["name"] for e in of_type(duel, "chain", start)] == []


def _offering_under_reckless_greed(monster):
    """GOAT rules, player 0's Main Phase 1, the Normal Summon used: Reckless Greed (Chain Link
    1) and the face-up Ultimate Offering's effect (Chain Link 2) Tribute Summon `monster`,
    Tributing Battle Ox; Reckless Greed then draws 2. Player 1 has a Set Mirror Force (a
    Spell/Trap to destroy) and Kozaky in the GY; player 0 has
    Gravekeeper's Spy in the GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.normal_summoned()
    table.spell_trap(0, "Ultimate Offering", face_down=False)
    table.spell_trap(0, "Reckless Greed")
    table.monster(0, "Battle Ox")
    table.hand(0, monster)
    table.grave(0, "Gravekeeper's Spy")             # a monster Gravekeeper's Chief could revive
    table.deck(0, ["Celtic Guardian", "Mystical Elf"])
    mirror = table.spell_trap(1, "Mirror Force")
    table.grave(1, "Kozaky")
    duel = table.build()
    s = Script(duel)
    start = len(duel.log)
    s.pick("activate", "Reckless Greed")
    s.pick("activate", "Ultimate Offering", player=0, request="chain")
    s.pick("summon", monster, player=0, request="summon_now")
    s.pick("tribute", "Battle Ox", player=0)
    return duel, s, start, mirror


def test_mobius_tribute_summoned_mid_chain_keeps_its_if_effect():
    """Question: Chain Link 2 (Ultimate Offering) Tribute Summons Mobius the Frost Monarch,
    then Chain Link 1 (Reckless Greed) draws 2. May Mobius's optional "if this card is Tribute
    Summoned, you can" effect still be activated once the chain is over? Answer: yes -- an
    "if ... you can" effect never misses the timing (seed 000 §誘發效果)."""
    duel, s, start, mirror = _offering_under_reckless_greed("Mobius the Frost Monarch")
    assert sorted(hand(duel, 0)) == ["Celtic Guardian", "Mystical Elf"]    # Reckless Greed resolved
    assert of_type(duel, "missed_timing", start) == []
    s.expect(request="yes_no", player=0)
    s.pick("yes")
    s.pick("target", mirror, player=0)
    if duel.request.kind == "target":              # "up to 2": a second target is not wanted
        s.pick("done")
    for _ in range(6):
        if duel.request.kind == "idle":
            break
        s.pick("pass")
    assert sorted(grave(duel, 1)) == ["Kozaky", "Mirror Force"]


def test_gravekeepers_chief_tribute_summoned_mid_chain_misses_its_when_effect():
    """Question: the same chain Tribute Summons Gravekeeper's Chief instead. May its optional
    "when this card is Tribute Summoned, you can" effect be activated? Answer: no -- Reckless
    Greed's draw happened after the summon, so the summon is not the last thing and the "when"
    effect misses the timing (seed 000 §誘發效果)."""
    duel, s, start, _ = _offering_under_reckless_greed("Gravekeeper's Chief")
    assert [e["name"] for e in of_type(duel, "missed_timing", start)] == ["Gravekeeper's Chief"]
    assert duel.request.kind != "yes_no"
    assert field_monsters(duel, 0) == ["Gravekeeper's Chief"]
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Gravekeeper's Spy", "Reckless Greed"]


def test_a_tributed_sangan_and_the_tribute_summoned_chiefs_when_effect_both_go_on_the_chain():
    """Question: Sangan is Tributed to Tribute Summon Gravekeeper's Chief (Level 5). Sangan's
    mandatory trigger came with the Tribute, Chief's optional "when Tribute Summoned" effect
    with the summon, the last thing. Are both activated, and in which order? Answer: both --
    a mandatory trigger never misses the timing, and Chief's moment is the last thing; the
    turn player's mandatory trigger is Chain Link 1 and the optional one Chain Link 2, so
    Chief's effect resolves first (seed 000 §誘發效果)."""
    table = Table(turn=3, turn_player=0)
    table.monster(0, "Sangan")
    table.hand(0, "Gravekeeper's Chief")
    table.grave(0, "Gravekeeper's Spy")
    table.deck(0, ["Mystic Tomato", "Celtic Guardian"])
    duel = table.build()
    s = Script(duel)
    start = len(duel.log)
    s.pick("summon", "Gravekeeper's Chief")
    if duel.request.kind == "tribute":
        s.pick("tribute", "Sangan")
    s.expect(request="yes_no", player=0)
    s.pick("yes")
    if duel.request.kind == "target":
        s.pick("target", "Gravekeeper's Spy", player=0)
    chains = [(e["link"], e["name"]) for e in of_type(duel, "chain", start)]
    assert chains == [(1, "Sangan"), (2, "Gravekeeper's Chief")]
    for _ in range(8):
        if duel.request.kind == "select":
            s.pick("select", "Mystic Tomato", player=0)
        elif duel.request.kind == "option":
            s.pick("option", "Defense Position", request="option")
        elif duel.request.kind == "chain":
            s.pick("pass")
        else:
            break
    assert [e["name"] for e in of_type(duel, "resolve", start)] == ["Gravekeeper's Chief", "Sangan"]
    assert field_monsters(duel, 0) == ["Gravekeeper's Chief", "Gravekeeper's Spy"]
    assert hand(duel, 0) == ["Mystic Tomato"]


def test_gilfer_destroyed_with_its_equip_card_still_may_equip_itself():
    """Question: Fissure destroys player 1's Archfiend of Gilfer, which wears Sword of Dark
    Destruction; the Sword then goes to the GY by the rules, after Fissure's resolution. Does
    that make Gilfer miss the timing? Answer: no -- an Equip Card destroyed because its monster
    left is sent at the same time as that monster (seed 000 §裝備魔法: not destroyed by an
    effect, by the rules), so Gilfer's destruction is still the last thing."""
    table = Table(turn=3, turn_player=0)
    table.hand(0, "Fissure")
    gilfer = table.monster(1, "Archfiend of Gilfer")
    table.spell_trap(1, "Sword of Dark Destruction", face_down=False, equipped_to=gilfer)
    table.monster(1, "Blue-Eyes White Dragon")
    table.monster(0, "Battle Ox")
    duel = table.build()
    s = Script(duel)
    start = len(duel.log)
    s.pick("activate", "Fissure")
    assert of_type(duel, "missed_timing", start) == []
    assert sorted(grave(duel, 1)) == ["Archfiend of Gilfer", "Sword of Dark Destruction"]
    s.expect(request="yes_no", player=1)
    assert "Archfiend of Gilfer" in duel.request.prompt


def test_gilfer_discarded_for_the_hand_size_limit_may_equip_itself():
    """Question: at the End Phase the turn player discards Archfiend of Gilfer down to six
    cards. May its "when sent to the GY, you can" effect be activated? Answer: yes -- the
    discard is the last thing that happened (seed 000 §誘發效果: the hand size discard is no
    card effect, and nothing follows it in the same action)."""
    table = Table(turn=3, turn_player=0, phase="main2")
    table.hand(0, "Archfiend of Gilfer", *(["Kozaky"] * 6))
    ox = table.monster(1, "Battle Ox")
    table.deck(1, ["Kozaky"] * 3)
    duel = table.build()
    s = Script(duel)
    start = len(duel.log)
    s.pick("end_turn")
    s.pick("discard", "Archfiend of Gilfer", player=0, request="discard")
    assert of_type(duel, "missed_timing", start) == []
    s.pick("yes", player=0, request="yes_no")
    s.pick("target", "Battle Ox", player=0)
    assert duel.atk(ox.card(duel)) == 1200


def test_gilfer_sent_off_as_its_monster_turns_face_down_may_equip_again():
    """Question: player 0's Archfiend of Gilfer is equipped to player 1's Battle Ox; player 0
    turns Battle Ox face-down with Book of Moon, so the rules send Gilfer to the GY (seed 000
    §裝備魔法: 裝備怪獸…變成裡側表示的場合，裝備的裝備魔法被破壞送去墓地). May Gilfer's "when sent to
    the GY, you can" effect be activated? Answer: yes -- its going to the GY by the rules
    right after Book of Moon resolved is the last thing that happened."""
    table = Table(turn=3, turn_player=0)
    ox = table.monster(1, "Battle Ox")
    table.monster(0, "Celtic Guardian")
    table.spell_trap(0, "Archfiend of Gilfer", face_down=False, equipped_to=ox)
    table.hand(0, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    start = len(duel.log)
    s.pick("activate", "Book of Moon")
    s.pick("target", "Battle Ox", player=0)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert of_type(duel, "missed_timing", start) == []
    assert sorted(grave(duel, 0)) == ["Archfiend of Gilfer", "Book of Moon"]
    s.pick("yes", player=0, request="yes_no")
    s.pick("target", "Celtic Guardian", player=0)
    while duel.request.kind == "chain":
        s.pick("pass")
    assert duel.atk(duel.monsters(0)[0]) == 900
