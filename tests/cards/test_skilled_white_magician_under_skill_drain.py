"""Skilled White Magician's Spell Counter (placed as a Spell Card's activation resolves while it
is face-up) is an effect of the monster: negated, as under Skill Drain, no counter is placed
(seed 000 §效果分類 › 其他效果: "在場上适用的其他效果基本上都能被「技能抽取」無效"). What counts is
the moment the Spell resolves: Skill Drain chained to the Spell and resolving first stops it."""

from duelist.testing.scenario import Script, Table


def _counters(duel):
    return [e["count"] for e in duel.log if e["type"] == "counter" and e.get("counter") == "Spell Counter"]


def _magician(skill_drain_face_up, dust_tornado=False):
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.spell_trap(1, "Skill Drain", face_down=not skill_drain_face_up)
    table.monster(0, "Skilled White Magician")
    table.hand(0, "Pot of Greed")
    if dust_tornado:
        table.spell_trap(0, "Dust Tornado")
    for player in (0, 1):
        table.deck(player, ["Beaver Warrior"] * 4)
    return table.build()


def test_no_spell_counter_under_skill_drain():
    duel = _magician(skill_drain_face_up=True)
    s = Script(duel)
    s.pick("activate", "Pot of Greed")
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert len(duel.players[0].hand) == 2           # Pot of Greed resolved
    assert _counters(duel) == []


def test_no_spell_counter_when_skill_drain_is_chained_to_the_spell():
    """Q: I activate Pot of Greed beside my Skilled White Magician; my opponent chains Skill Drain.
    A: Skill Drain resolves first, so as Pot of Greed resolves the Magician's effect is negated:
    no Spell Counter."""
    duel = _magician(skill_drain_face_up=False)
    s = Script(duel)
    s.pick("activate", "Pot of Greed")
    s.pick("activate", "Skill Drain", player=1)
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert len(duel.players[0].hand) == 2
    assert _counters(duel) == []


def test_a_spell_counter_without_skill_drain():
    duel = _magician(skill_drain_face_up=False)
    s = Script(duel)
    s.pick("activate", "Pot of Greed")
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert _counters(duel) == [1]


def test_the_spell_that_resolved_under_skill_drain_gives_no_counter_once_skill_drain_is_gone():
    """Q: my opponent chained Skill Drain to my Pot of Greed, so Pot of Greed resolved with the
    Magician's effect negated. Then I destroy Skill Drain with Dust Tornado (a Trap). Does the
    Magician get a Spell Counter for Pot of Greed now? A: no: that Spell resolved while its
    effect was negated; the Magician kept watching the chain meanwhile (its watch is a rule the
    engine applies while it is negated: `Effect(STATE, while_negated=True)`), so Pot of Greed is
    not counted late."""
    duel = _magician(skill_drain_face_up=False, dust_tornado=True)
    s = Script(duel)
    s.pick("activate", "Pot of Greed")
    s.pick("activate", "Skill Drain", player=1)
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    s.pick("activate", "Dust Tornado")
    s.pick("target", "Skill Drain")
    while duel.request.kind != "idle":
        s.pick("pass", player=duel.request.player)
    assert "Skill Drain" in [c.name for c in duel.players[1].grave]
    assert _counters(duel) == []


def test_a_spell_activated_under_skill_drain_gives_no_counter_though_skill_drain_is_gone_first():
    """Q: Skill Drain is face-up when I activate Pot of Greed beside my Skilled White Magician; I
    chain Dust Tornado and destroy Skill Drain, so the Magician's effect applies again when Pot of
    Greed resolves. A Spell Counter? A: no: its effect counts the Spells activated while it
    applies (seed 000 §效果分類 › 永續效果: a continuous effect applies only while it applies), and
    Pot of Greed was activated while it was negated -- as a Spell activated before it was
    face-up gives none (test_skilled_white_magician_revived_above_a_spell_r49p.py)."""
    duel = _magician(skill_drain_face_up=True, dust_tornado=True)
    s = Script(duel)
    s.pick("activate", "Pot of Greed")
    s.pick("activate", "Dust Tornado", player=0)
    s.pick("target", "Skill Drain")
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert "Skill Drain" in [c.name for c in duel.players[1].grave]
    assert len(duel.players[0].hand) == 2           # Pot of Greed resolved
    assert _counters(duel) == []



def _skill_drain_comes_and_goes_in_the_chain(revived):
    """Chain Link 1 Pot of Greed (player 0, beside the Magician, or with the Magician in the GY
    and Call of the Haunted Set when `revived`); Chain Link 2 player 0's Dust Tornado on player
    1's Set Skill Drain; Chain Link 3 player 1's Mystical Space Typhoon on player 0's Set Trap
    Hole (a Spell activated while the Magician's effect applies, or before it arrived); Chain
    Link 4 player 1 activates Skill Drain; (Chain Link 5 Call of the Haunted reviving the
    Magician). Skill Drain resolves and negates the Magician; Mystical Space Typhoon resolves
    while it is negated (no counter: test_no_spell_counter_when_skill_drain_is_chained_to_the_spell);
    Dust Tornado destroys Skill Drain; Pot of Greed resolves with the Magician's effect applying
    again."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    if revived:
        table.grave(0, "Skilled White Magician")
        table.spell_trap(0, "Call of the Haunted")
    else:
        table.monster(0, "Skilled White Magician")
    table.hand(0, "Pot of Greed")
    table.spell_trap(0, "Dust Tornado")
    hole = table.spell_trap(0, "Trap Hole")
    table.spell_trap(1, "Skill Drain")
    table.spell_trap(1, "Mystical Space Typhoon")
    for player in (0, 1):
        table.deck(player, ["Beaver Warrior"] * 4)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Pot of Greed")
    s.pick("pass", player=1)
    s.pick("activate", "Dust Tornado", player=0)
    s.answer(duel.request.options[0])          # its target: the Set Skill Drain
    s.pick("activate", "Mystical Space Typhoon", player=1)
    s.pick("target", hole, player=1)
    if duel.request.player == 0:    # (asked only while player 0 holds a card to chain)
        s.pick("pass", player=0)
    s.pick("activate", "Skill Drain", player=1)
    if revived:
        s.pick("activate", "Call of the Haunted", player=0)
        s.pick("target", "Skilled White Magician")
    while duel.request.kind == "chain":
        s.pick("pass", player=duel.request.player)
    assert "Skill Drain" in [c.name for c in duel.players[1].grave]
    assert "Trap Hole" in [c.name for c in duel.players[0].grave]
    assert len(duel.players[0].hand) == 2           # Pot of Greed resolved
    return duel


def test_a_spell_activated_before_skill_drain_counts_once_skill_drain_is_gone_before_it_resolves():
    """Q: I activate Pot of Greed beside my Skilled White Magician; in the same chain my opponent's
    Skill Drain comes face-up, their Mystical Space Typhoon resolves under it, and my Dust
    Tornado destroys Skill Drain, all before Pot of Greed resolves. Spell Counters? A: one, for
    Pot of Greed: it was activated while the Magician's effect applied, and it applies again
    when Pot of Greed resolves -- the negation in between does not make it a Spell the Magician
    never saw; Mystical Space Typhoon resolved while it was negated and gives none."""
    assert _counters(_skill_drain_comes_and_goes_in_the_chain(revived=False)) == [1]


def test_a_spell_activated_before_the_magician_arrived_stays_uncounted_through_skill_drain():
    """Q: the same chain, but my Magician was in the GY when Pot of Greed and Mystical Space
    Typhoon were activated, and Call of the Haunted (Chain Link 5) revives it above Skill Drain.
    A: no Spell Counter: both were activated before the Magician was face-up
    (test_skilled_white_magician_revived_above_a_spell_r49p.py), and Skill Drain coming and
    going does not change that."""
    assert _counters(_skill_drain_comes_and_goes_in_the_chain(revived=True)) == []
