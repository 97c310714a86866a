"""Goat format's priority for Ignition Effects, audited as a Goat judge would, with the cards
Goat players use it with (round 41a; the GOAT preset, `Rules.ignition_priority`, against MR5
where the difference is the point).

Sources, in our own words:
- goatformat.com, "Basic Mechanics", Goat Format Rule #4 (Priority for Ignition Effects): when a
  Chain or a Summon has finished resolving, the turn player may activate a fast effect or a
  monster's Ignition Effect before the opponent may answer; Trigger Effects work as today.
- goatformat.com, "6 facts that you should know about priority": cards don't have priority, a
  player does (priority is the right to start the chain, with any of their fast effects or
  their monsters' Ignition Effects, not only the summoned monster's); priority is the fast
  effect timing of today's chart with "fast effect" read as "fast effect or Ignition Effect" for
  the turn player, and nothing more.
- mikamika.de "Core Tengu Rules" (Ignition Effect Priority, Example 1): Black Luster Soldier -
  Envoy of the Beginning summoned, its banish effect activated before the opponent may
  activate Bottomless Trap Hole, which may then be chain link 2.
- edisonformat.com "Priority" (the same rule for Edison): a Summon that starts no chain gives
  the turn player fast-effect and Ignition priority; a Summon whose Trigger Effect activates
  does not (their Example 3: the trigger is decided on, then the opponent may answer).
- duelacademy.forumotion.net's priority article (Example 1, TCG of the time): Chaos Sorcerer
  Special Summoned, its effect targets D.D. Warrior Lady as chain link 1, Bottomless Trap Hole
  is chain link 2 (the Summon was the last thing): the Sorcerer is banished first, then its
  effect still banishes the Warrior Lady (a monster effect resolves without its monster).
- ygorulings.blogspot.com "Your priority just missed the timing": priority puts the effect on
  chain link 1, it does not resolve it first: Chaos Sorcerer's effect on Sangan, Torrential
  Tribute chained, Sangan is destroyed (and searches) before the banish.
- yugioh-wiki.net, Breaker the Magical Warrior: its Spell Counter on a Normal Summon is a Trigger
  Effect, so priority cannot be used for its Spell/Trap removal first; Bottomless Trap Hole and
  the like answer it.
- the card texts' timing words (Trap Hole: a Normal or Flip Summon of 1000+ ATK; Bottomless Trap
  Hole: any Summon of 1500+ ATK; Torrential Tribute: any Summon).

Seed 000's priority (MR5 and every other preset): after a Summon the turn player may answer
first with fast effects only (seed 000 §卡片種類 › 陷阱卡, §效果分類 › 起動效果: an Ignition Effect is
activated in its player's Main Phase when the game state is open, never in answer to anything),
so the opponent is asked first where the turn player has no fast effect."""


from duelist.testing.reads import banished, field_monsters, grave, hand
from duelist.testing.scenario import Script, Table


def _chain_names(duel, start=0):
    return [e["name"] for e in duel.log[start:] if e["type"] == "chain"]


def _pass_all(duel, s):
    """Both players pass until the chain (if any) has resolved and nobody is asked."""
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")


def _equip_cards(duel, player):
    return [c.name for c in duel.players[player].szone if c is not None]


# ------------------------------------------------------------ 1. Thousand-Eyes Restrict
def _ter_fused(rules):
    """Turn 3, player 0's Main Phase 1: player 0 activates Polymerization with Relinquished and
    Thousand-Eyes Idol in hand (a Pot of Greed beside them) and Fusion Summons Thousand-Eyes
    Restrict (0 ATK) in Attack Position; player 1 controls Celtic Guardian (1400 ATK) and has
    Torrential Tribute, Bottomless Trap Hole and Trap Hole Set."""
    table = Table(rules=rules, turn=3, turn_player=0)
    table.hand(0, "Polymerization", "Relinquished", "Thousand-Eyes Idol", "Pot of Greed")
    table.extra(0, "Thousand-Eyes Restrict")
    table.monster(1, "Celtic Guardian")
    for name in ("Torrential Tribute", "Bottomless Trap Hole", "Trap Hole"):
        table.spell_trap(1, name)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Polymerization")
    while duel.request.kind == "select":
        s.pick("select", "Thousand-Eyes Restrict", first=True)
    s.pick("option", "Attack Position", request="option")
    return duel, s


def test_goat_ter_fusion_summoned_absorbs_before_the_opponent_may_answer():
    """Q (GOAT): Polymerization resolves and Fusion Summons my Thousand-Eyes Restrict; my
    opponent has Torrential Tribute, Bottomless Trap Hole and Trap Hole Set. May I take their
    Celtic Guardian with TER before they can answer the Summon? A: yes: the chain has finished
    resolving, so I may start the next chain with TER's Ignition Effect (chain link 1). Pot of
    Greed is no fast effect: not offered there. My opponent may then chain only Torrential
    Tribute (any Summon): Bottomless Trap Hole needs 1500 or more ATK (TER has 0 until the
    absorb resolves) and Trap Hole a Normal or Flip Summon. If they pass, TER holds the
    Guardian and its ATK becomes 1400."""
    duel, s = _ter_fused("GOAT")
    s.expect(request="chain", player=0)
    assert s.has("activate", "Thousand-Eyes Restrict")
    assert not s.has("activate", "Pot of Greed") and not s.has("set_spell", "Pot of Greed")
    s.pick("activate", "Thousand-Eyes Restrict")
    s.pick("target", "Celtic Guardian")
    s.expect(request="chain", player=1)
    assert s.has("activate", "Torrential Tribute")
    assert not s.has("activate", "Bottomless Trap Hole") and not s.has("activate", "Trap Hole")
    _pass_all(duel, s)
    assert _equip_cards(duel, 0) == ["Celtic Guardian"]
    ter = [c for c in duel.monsters(0) if c.name == "Thousand-Eyes Restrict"][0]
    assert duel.atk(ter) == 1400
    s.expect(request="idle", player=0)


def test_goat_torrential_tribute_chained_to_ter_leaves_it_nothing_to_take():
    """Q (GOAT): the same; my opponent chains Torrential Tribute to TER's effect. A: Torrential
    Tribute (chain link 2) resolves first: TER and Celtic Guardian are destroyed; TER's effect
    then resolves with no TER left to equip the Guardian to."""
    duel, s = _ter_fused("GOAT")
    s.pick("activate", "Thousand-Eyes Restrict", request="chain", player=0)
    s.pick("target", "Celtic Guardian")
    s.pick("activate", "Torrential Tribute", player=1)
    _pass_all(duel, s)
    assert _chain_names(duel)[-2:] == ["Thousand-Eyes Restrict", "Torrential Tribute"]
    assert field_monsters(duel, 0) == [] and field_monsters(duel, 1) == []
    assert "Celtic Guardian" in grave(duel, 1) and _equip_cards(duel, 0) == []


def test_seed_priority_ter_is_destroyed_by_torrential_tribute_before_it_can_absorb():
    """Q (MR5, seed 000's priority): the same Fusion Summon. A: TER's Ignition Effect waits for
    the open game state; I have no fast effect, so my opponent answers the Summon first, and
    Torrential Tribute destroys TER before it can take anything."""
    duel, s = _ter_fused("MR5")
    s.expect(request="chain", player=1)
    assert not s.has("activate", "Bottomless Trap Hole") and not s.has("activate", "Trap Hole")
    s.pick("activate", "Torrential Tribute", player=1)
    _pass_all(duel, s)
    assert "Thousand-Eyes Restrict" not in field_monsters(duel, 0)
    assert field_monsters(duel, 1) == []


# ------------------------------------------------ 2. summoned by their own procedure
def _by_procedure(rules, monster, p1_monster, p1_set):
    """Turn 3, player 0's Main Phase 1: player 0 Special Summons `monster` (Chaos Sorcerer or
    Black Luster Soldier - Envoy of the Beginning) from the hand by banishing Mystical Elf
    (LIGHT) and Sangan (DARK) from the GY, in Attack Position; player 1 controls `p1_monster`
    face-up and has `p1_set` Set."""
    table = Table(rules=rules, turn=3, turn_player=0)
    table.hand(0, monster)
    table.grave(0, "Mystical Elf", "Sangan")
    table.monster(1, p1_monster)
    table.spell_trap(1, p1_set)
    table.deck(1, ["Kuriboh", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("special_summon", monster)
    while duel.request.kind == "select":                    # the one LIGHT, the one DARK
        s.answer(duel.request.options[0])
    s.pick("option", "Attack Position", request="option")
    return duel, s


def test_goat_chaos_sorcerer_banishes_first_and_bottomless_trap_hole_is_chain_link_2():
    """Q (GOAT; the priority article's Example 1): I Special Summon Chaos Sorcerer by its own
    procedure; my opponent controls D.D. Warrior Lady and has Bottomless Trap Hole Set. A: I
    keep priority: the Sorcerer's effect targets the Warrior Lady as chain link 1; the Summon
    is still the last thing that happened, so Bottomless Trap Hole may be chain link 2. It
    resolves first (the Sorcerer is destroyed and banished), then the Sorcerer's effect still
    banishes the Warrior Lady."""
    duel, s = _by_procedure("GOAT", "Chaos Sorcerer", "D.D. Warrior Lady", "Bottomless Trap Hole")
    s.expect(request="chain", player=0)
    s.pick("activate", "Chaos Sorcerer")
    s.pick("target", "D.D. Warrior Lady")
    s.pick("activate", "Bottomless Trap Hole", player=1, request="chain")
    _pass_all(duel, s)
    assert _chain_names(duel)[-2:] == ["Chaos Sorcerer", "Bottomless Trap Hole"]
    assert "Chaos Sorcerer" in banished(duel, 0)
    assert banished(duel, 1) == ["D.D. Warrior Lady"]
    assert field_monsters(duel, 0) == [] and field_monsters(duel, 1) == []


def test_seed_priority_bottomless_trap_hole_banishes_chaos_sorcerer_before_its_effect():
    """Q (MR5): the same. A: my opponent answers the Summon first; Bottomless Trap Hole
    banishes the Sorcerer, whose effect is never used: the Warrior Lady stays."""
    duel, s = _by_procedure("MR5", "Chaos Sorcerer", "D.D. Warrior Lady", "Bottomless Trap Hole")
    s.expect(request="chain", player=1)
    s.pick("activate", "Bottomless Trap Hole", player=1)
    _pass_all(duel, s)
    assert "Chaos Sorcerer" in banished(duel, 0)
    assert field_monsters(duel, 1) == ["D.D. Warrior Lady"]
    s.expect(request="idle", player=0)
    assert not s.has("activate", "Chaos Sorcerer")


def test_goat_priority_is_chain_link_1_not_a_first_resolution_sangan_searches():
    """Q (GOAT; "your priority just missed the timing"): Chaos Sorcerer's effect, used at
    priority, targets my opponent's Sangan; my opponent chains Torrential Tribute. A: priority
    only puts the effect on chain link 1: Torrential Tribute resolves first, Sangan is
    destroyed and searches for its owner, and the Sorcerer's effect then finds its target
    gone (nothing is banished)."""
    duel, s = _by_procedure("GOAT", "Chaos Sorcerer", "Sangan", "Torrential Tribute")
    s.pick("activate", "Chaos Sorcerer", request="chain", player=0)
    s.pick("target", "Sangan")
    s.pick("activate", "Torrential Tribute", player=1, request="chain")
    for _ in range(8):
        if duel.request.kind == "chain":
            s.pick("pass")
        elif duel.request.kind == "select" and duel.request.player == 1:
            s.pick("select", "Kuriboh", first=True)
        else:
            break
    assert sorted(grave(duel, 1)) == ["Sangan", "Torrential Tribute"]
    assert hand(duel, 1) == ["Kuriboh"]
    assert sorted(banished(duel, 0)) == ["Mystical Elf", "Sangan"]     # its cost only
    assert grave(duel, 0) == ["Chaos Sorcerer"]


def test_goat_black_luster_soldier_banishes_first_and_bottomless_trap_hole_is_chain_link_2():
    """Q (GOAT; Tengu rules' Example 1): I Special Summon Black Luster Soldier - Envoy of the
    Beginning by its own procedure; my opponent controls Celtic Guardian and has Bottomless
    Trap Hole Set. A: its banish effect may be activated first (chain link 1), then Bottomless
    Trap Hole as chain link 2: the Soldier is destroyed and banished by it, and the Guardian is
    still banished by the Soldier's effect."""
    duel, s = _by_procedure("GOAT", "Black Luster Soldier - Envoy of the Beginning", "Celtic Guardian",
                            "Bottomless Trap Hole")
    s.expect(request="chain", player=0)
    s.pick("activate", "Black Luster Soldier - Envoy of the Beginning")
    s.pick("target", "Celtic Guardian")
    s.expect(request="chain", player=1)
    s.pick("activate", "Bottomless Trap Hole", player=1)
    _pass_all(duel, s)
    assert _chain_names(duel)[-2:] == ["Black Luster Soldier - Envoy of the Beginning", "Bottomless Trap Hole"]
    assert "Black Luster Soldier - Envoy of the Beginning" in banished(duel, 0)
    assert banished(duel, 1) == ["Celtic Guardian"]


# ------------------------------------------------------- 3. Breaker the Magical Warrior
def _breaker_summoned(rules="GOAT"):
    """Turn 3, player 0's Main Phase 1: player 0 controls Thousand-Eyes Restrict (an Ignition
    Effect ready) and Normal Summons Breaker the Magical Warrior; player 1 controls Celtic
    Guardian and has Torrential Tribute Set."""
    table = Table(rules=rules, turn=3, turn_player=0)
    table.hand(0, "Breaker the Magical Warrior")
    table.monster(0, "Thousand-Eyes Restrict", summon_kind="fusion")
    table.monster(1, "Celtic Guardian")
    table.spell_trap(1, "Torrential Tribute")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Breaker the Magical Warrior")
    return duel, s


def test_goat_breakers_counter_trigger_is_chain_link_1_and_torrential_tribute_answers_it():
    """Q (GOAT): I Normal Summon Breaker the Magical Warrior; I also control Thousand-Eyes
    Restrict. May I destroy my opponent's Set card with Breaker, or take their Guardian with
    TER, before they may answer the Summon? A: no: the Summon activates Breaker's Trigger
    Effect (the Spell Counter), which is chain link 1; priority for Ignition Effects does not
    come before a trigger, and no Ignition Effect can be chained to it. My opponent may chain
    Torrential Tribute (the Summon is still the last thing that happened): Breaker is
    destroyed before its counter is placed."""
    duel, s = _breaker_summoned()
    s.expect(request="chain")
    assert [duel.cards[link.cid].name for link in duel.chain] == ["Breaker the Magical Warrior"]
    while duel.request.player == 0:
        assert not s.has("activate", "Thousand-Eyes Restrict")
        assert not s.has("activate", "Breaker the Magical Warrior")
        s.pick("pass")
    s.pick("activate", "Torrential Tribute", player=1, request="chain")
    while duel.request.kind == "chain":
        assert not s.has("activate", "Thousand-Eyes Restrict")
        s.pick("pass")
    assert _chain_names(duel) == ["Breaker the Magical Warrior", "Torrential Tribute"]
    assert field_monsters(duel, 0) == [] and field_monsters(duel, 1) == []
    assert "Breaker the Magical Warrior" in grave(duel, 0)


def test_goat_once_breakers_chain_has_resolved_the_set_torrential_tribute_cannot_answer():
    """Q (GOAT): the same; my opponent lets the counter's chain resolve. A: the Summon is no
    longer the last thing that happened: it cannot be answered any more. The chain has
    finished resolving in my Main Phase, so I act first (my open game state): Breaker removes
    its counter to destroy the Set Torrential Tribute, which my opponent cannot activate in
    answer (no Summon to answer)."""
    duel, s = _breaker_summoned()
    _pass_all(duel, s)
    s.expect(request="idle", player=0)
    breaker = [c for c in duel.monsters(0) if c.name == "Breaker the Magical Warrior"][0]
    assert duel.atk(breaker) == 1900                     # one Spell Counter
    s.pick("activate", "Breaker the Magical Warrior")
    s.answer(s.options("target")[0])                     # the Set card: Torrential Tribute
    assert not (duel.request.kind == "chain" and s.has("activate", "Torrential Tribute"))
    _pass_all(duel, s)
    assert grave(duel, 1) == ["Torrential Tribute"]
    assert duel.atk(breaker) == 1600


def test_seed_priority_breakers_trigger_works_the_same():
    """Q (MR5): the same Summon. A: Trigger Effects are not what Goat's priority changes: the
    counter's trigger is chain link 1 and my opponent is asked to answer it, as under GOAT."""
    duel, s = _breaker_summoned("MR5")
    s.expect(request="chain", player=1)
    assert [duel.cards[link.cid].name for link in duel.chain] == ["Breaker the Magical Warrior"]
    assert s.has("activate", "Torrential Tribute")


# ------------------------------------------------------ 4. Flip and Tribute Summons
def _virus_flip_summoned(rules):
    """Turn 3, player 0's Main Phase 1: player 0 Flip Summons their Set Tribe-Infecting Virus
    (Set on an earlier turn; a Pot of Greed in hand to discard); player 1 controls Celtic
    Guardian and has Trap Hole Set (it answers a Flip Summon)."""
    table = Table(rules=rules, turn=3, turn_player=0)
    table.hand(0, "Pot of Greed")
    table.monster(0, "Tribe-Infecting Virus", position="set")
    table.monster(1, "Celtic Guardian")
    table.spell_trap(1, "Trap Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("flip_summon", "Tribe-Infecting Virus")
    return duel, s


def test_goat_a_flip_summoned_virus_uses_its_effect_before_trap_hole():
    """Q (GOAT): I Flip Summon Tribe-Infecting Virus; my opponent has Trap Hole Set. A: a Flip
    Summon is a Summon: I am asked first and may use the Virus (declaring Warrior) as chain
    link 1; Trap Hole may be chain link 2: the Virus is destroyed, and its effect still
    destroys Celtic Guardian."""
    duel, s = _virus_flip_summoned("GOAT")
    s.expect(request="chain", player=0)
    s.pick("activate", "Tribe-Infecting Virus")
    while duel.request.kind != "option":
        s.answer(duel.request.options[0])
    s.pick("option", "Warrior")
    s.pick("activate", "Trap Hole", player=1, request="chain")
    s.pick("target", "Tribe-Infecting Virus", player=1)
    _pass_all(duel, s)
    assert sorted(grave(duel, 0)) == ["Pot of Greed", "Tribe-Infecting Virus"]
    assert sorted(grave(duel, 1)) == ["Celtic Guardian", "Trap Hole"]


def test_seed_priority_trap_hole_answers_the_flip_summon_first():
    """Q (MR5): the same Flip Summon. A: my opponent is asked first: Trap Hole destroys the
    Virus before I may use it."""
    duel, s = _virus_flip_summoned("MR5")
    s.expect(request="chain", player=1)
    s.pick("activate", "Trap Hole", player=1)
    s.pick("target", "Tribe-Infecting Virus", player=1)
    _pass_all(duel, s)
    assert grave(duel, 0) == ["Tribe-Infecting Virus"] and field_monsters(duel, 1) == ["Celtic Guardian"]


def _tribute_summon(rules, monster):
    """Turn 3, player 0's Main Phase 1: player 0 controls Battle Ox and Thousand-Eyes Restrict
    and Tribute Summons `monster` with Battle Ox; player 1 controls Celtic Guardian and has
    Trap Hole and Book of Moon Set."""
    table = Table(rules=rules, turn=3, turn_player=0)
    table.hand(0, monster)
    table.monster(0, "Battle Ox")
    table.monster(0, "Thousand-Eyes Restrict", summon_kind="fusion")
    table.monster(1, "Celtic Guardian")
    table.spell_trap(1, "Trap Hole")
    table.spell_trap(1, "Book of Moon")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", monster)
    s.pick("tribute", "Battle Ox")
    return duel, s


def test_goat_cards_dont_have_priority_ter_is_used_after_a_jinzo_tribute_summon():
    """Q (GOAT; "cards don't have priority"): I Tribute Summon Jinzo, which has no Ignition
    Effect; I also control Thousand-Eyes Restrict. A: priority is mine, not Jinzo's: I may use
    any Ignition Effect of my monsters first, so TER takes Celtic Guardian as chain link 1.
    My opponent may answer with Book of Moon, not with Trap Hole (Jinzo is face-up: no Trap
    Card can be activated)."""
    duel, s = _tribute_summon("GOAT", "Jinzo")
    s.expect(request="chain", player=0)
    s.pick("activate", "Thousand-Eyes Restrict")
    s.pick("target", "Celtic Guardian")
    s.expect(request="chain", player=1)
    assert s.has("activate", "Book of Moon") and not s.has("activate", "Trap Hole")
    _pass_all(duel, s)
    assert _equip_cards(duel, 0) == ["Celtic Guardian"]


def test_seed_priority_after_a_jinzo_tribute_summon_the_opponent_answers_first():
    """Q (MR5): the same. A: TER's effect waits for the open game state: my opponent is asked
    first (Book of Moon)."""
    duel, s = _tribute_summon("MR5", "Jinzo")
    s.expect(request="chain", player=1)
    assert s.has("activate", "Book of Moon") and not s.has("activate", "Thousand-Eyes Restrict")


def test_goat_a_monarchs_trigger_goes_first_and_trap_hole_answers_it():
    """Q (GOAT): I Tribute Summon Zaborg the Thunder Monarch; I control TER. A: Zaborg's
    Trigger Effect (destroy a monster) must start the chain: TER's effect is not offered
    first. My opponent may chain Trap Hole to the trigger (a Tribute Summon is a Normal
    Summon): Zaborg is destroyed, and its effect still destroys Celtic Guardian."""
    duel, s = _tribute_summon("GOAT", "Zaborg the Thunder Monarch")
    s.expect(request="target", player=0)
    assert not s.has("activate", "Thousand-Eyes Restrict")
    s.pick("target", "Celtic Guardian")
    s.expect(request="chain", player=1)
    assert [duel.cards[link.cid].name for link in duel.chain] == ["Zaborg the Thunder Monarch"]
    s.pick("activate", "Trap Hole")
    s.pick("target", "Zaborg the Thunder Monarch", player=1)
    while duel.request.kind == "chain":
        assert not s.has("activate", "Thousand-Eyes Restrict")
        s.pick("pass")
    assert sorted(grave(duel, 0)) == ["Battle Ox", "Zaborg the Thunder Monarch"]
    assert "Celtic Guardian" in grave(duel, 1)


# ------------------------------------------- 5. priority passed; the Summon answered once
def _reborn_virus(rules, p0_set=(), p1_set=("Torrential Tribute",)):
    """Turn 3, player 0's Main Phase 1: player 0 activates Monster Reborn on the
    Tribe-Infecting Virus in their GY (a Pot of Greed in hand; `p0_set` Set); player 1
    controls Celtic Guardian and has `p1_set` Set. Nobody chains to Monster Reborn."""
    table = Table(rules=rules, turn=3, turn_player=0)
    table.hand(0, "Monster Reborn", "Pot of Greed")
    table.grave(0, "Tribe-Infecting Virus")
    for name in p0_set:
        table.spell_trap(0, name)
    table.monster(1, "Celtic Guardian")
    for name in p1_set:
        table.spell_trap(1, name)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Monster Reborn")
    s.pick("target", "Tribe-Infecting Virus")
    while duel.request.kind == "chain" and duel.chain:
        s.pick("pass")
    s.pick("option", "Attack Position", player=0)
    return duel, s


def test_goat_the_turn_player_passes_priority_and_the_opponent_answers_the_summon():
    """Q (GOAT): Monster Reborn has brought back my Tribe-Infecting Virus; I pass my priority.
    A: my opponent may now answer the Summon: Torrential Tribute destroys the Virus and their
    Guardian, and the Virus is never used."""
    duel, s = _reborn_virus("GOAT")
    s.expect(request="chain", player=0)
    assert s.has("activate", "Tribe-Infecting Virus")
    assert not s.has("activate", "Pot of Greed")          # a Normal Spell is no fast effect
    s.pick("pass")
    s.expect(request="chain", player=1)
    s.pick("activate", "Torrential Tribute")
    _pass_all(duel, s)
    assert "Tribe-Infecting Virus" in grave(duel, 0)
    assert field_monsters(duel, 0) == [] and field_monsters(duel, 1) == []
    s.expect(request="idle", player=0)


def test_goat_once_both_pass_the_reborn_summon_is_answered_by_nobody():
    """Q (GOAT): the same; I pass, my opponent passes too. Then I use the Virus from my Main
    Phase (declaring Warrior). May my opponent chain Torrential Tribute to it, the Summon
    having been the last thing that happened before? A: no: both players passed, so the
    Summon can no longer be answered; the Virus destroys Celtic Guardian."""
    duel, s = _reborn_virus("GOAT")
    s.pick("pass", request="chain", player=0)
    s.pick("pass", request="chain", player=1)
    s.expect(request="idle", player=0)
    s.pick("activate", "Tribe-Infecting Virus")
    while duel.request.kind != "option":
        s.answer(duel.request.options[0])
    s.pick("option", "Warrior")
    assert not (duel.request.kind == "chain" and s.has("activate", "Torrential Tribute"))
    _pass_all(duel, s)
    assert grave(duel, 1) == ["Celtic Guardian"]
    assert field_monsters(duel, 0) == ["Tribe-Infecting Virus"]


def test_goat_my_own_torrential_tribute_answers_at_priority_not_at_the_later_menu():
    """Q (GOAT): the same Monster Reborn, and I have my own Torrential Tribute Set. A: it is a
    fast effect that answers the Summon, so my priority ask offers it beside the Virus; once I
    pass and my opponent passes, the Summon is behind us: my Main Phase menu does not offer
    it. (Under MR5 the turn player answers such a Summon from the menu:
    tests/rules/test_torrential_tribute_after_the_summon_only_r31n.py.)"""
    duel, s = _reborn_virus("GOAT", p0_set=("Torrential Tribute",), p1_set=())
    s.expect(request="chain", player=0)
    assert s.has("activate", "Torrential Tribute") and s.has("activate", "Tribe-Infecting Virus")
    s.pick("pass")
    while duel.request.kind == "chain":
        s.pick("pass", player=1)
    s.expect(request="idle", player=0)
    assert not s.has("activate", "Torrential Tribute")


def test_seed_priority_my_own_torrential_tribute_answers_the_summon_first():
    """Q (MR5): the same. A: I am asked first (seed 000 §回合玩家的優先權): Torrential Tribute
    is offered at that ask; once I pass (and my opponent has nothing), my Main Phase menu no
    longer answers the Summon."""
    duel, s = _reborn_virus("MR5", p0_set=("Torrential Tribute",), p1_set=())
    s.expect(request="chain", player=0)
    assert s.has("activate", "Torrential Tribute")
    s.pick("pass")
    s.expect(request="idle", player=0)
    assert not s.has("activate", "Torrential Tribute")


# --------------------------- 6. the turn player's priority only, in a Main Phase, no chain
def test_goat_the_opponents_ignition_effects_are_never_offered_at_the_summon():
    """Q (GOAT): I Normal Summon Celtic Guardian (I have nothing to activate); my opponent
    controls a face-up Tribe-Infecting Virus (a card in hand to discard) and has Trap Hole
    Set. May they use their Virus in answer to my Summon? A: no: an Ignition Effect is
    activated only in its controller's own Main Phase, at an open game state; priority for
    Ignition Effects is the turn player's. They may answer with Trap Hole only."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Celtic Guardian")
    table.monster(1, "Tribe-Infecting Virus")
    table.hand(1, "Kuriboh")
    table.spell_trap(1, "Trap Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Celtic Guardian")
    s.expect(request="chain", player=1)
    assert s.has("activate", "Trap Hole") and not s.has("activate", "Tribe-Infecting Virus")


def test_goat_after_the_opponents_chain_summons_the_turn_player_has_priority():
    """Q (GOAT): in my Main Phase my opponent answers my Sangan's Normal Summon with Call of
    the Haunted, bringing back their Tribe-Infecting Virus. Who may act first once that chain
    has resolved? A: I, the turn player: my Thousand-Eyes Restrict may take their Virus at
    once (chain link 1). Their Virus's Ignition Effect is never offered to them: it is not
    their Main Phase."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Sangan", "Pot of Greed")
    table.monster(0, "Thousand-Eyes Restrict", summon_kind="fusion")
    table.hand(1, "Kuriboh")
    table.grave(1, "Tribe-Infecting Virus")
    table.spell_trap(1, "Call of the Haunted")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Sangan")
    s.pick("activate", "Call of the Haunted", request="chain", player=1)
    s.pick("target", "Tribe-Infecting Virus", player=1)
    while duel.request.kind == "chain" and duel.chain:
        assert not s.has("activate", "Tribe-Infecting Virus")
        s.pick("pass")
    s.expect(request="chain", player=0)
    assert not duel.chain and s.has("activate", "Thousand-Eyes Restrict")
    s.pick("activate", "Thousand-Eyes Restrict")
    s.pick("target", "Tribe-Infecting Virus")
    while duel.request.kind == "chain":
        assert not s.has("activate", "Tribe-Infecting Virus")
        s.pick("pass")
    assert _equip_cards(duel, 0) == ["Tribe-Infecting Virus"]


def test_goat_no_ignition_effect_is_chained_to_the_opponents_trap_hole():
    """Q (GOAT): I Normal Summon Tribe-Infecting Virus and pass my priority; my opponent
    activates Trap Hole on it. May I chain the Virus's effect, or my Thousand-Eyes Restrict's,
    to Trap Hole? A: no: an Ignition Effect (Spell Speed 1) starts a chain only; I may chain a
    fast effect (my Set Book of Moon) and nothing else."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Tribe-Infecting Virus", "Pot of Greed")
    table.monster(0, "Thousand-Eyes Restrict", summon_kind="fusion")
    table.spell_trap(0, "Book of Moon")
    table.monster(1, "Celtic Guardian")
    table.spell_trap(1, "Trap Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Tribe-Infecting Virus")
    s.expect(request="chain", player=0)
    assert s.has("activate", "Tribe-Infecting Virus") and s.has("activate", "Thousand-Eyes Restrict")
    s.pick("pass")
    s.pick("activate", "Trap Hole", request="chain", player=1)
    s.pick("target", "Tribe-Infecting Virus", player=1)
    s.expect(request="chain", player=0)
    assert s.has("activate", "Book of Moon")
    assert not s.has("activate", "Tribe-Infecting Virus")
    assert not s.has("activate", "Thousand-Eyes Restrict")


def test_goat_no_ignition_priority_after_a_summon_in_the_battle_phase():
    """Q (GOAT): in my Battle Step I activate Call of the Haunted and bring back
    Tribe-Infecting Virus; I control Thousand-Eyes Restrict. May I use either monster's
    Ignition Effect before my opponent answers? A: no: Ignition Effects are activated in the
    Main Phase only; my opponent is asked, and may answer the Summon with Torrential
    Tribute."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.hand(0, "Pot of Greed")
    table.grave(0, "Tribe-Infecting Virus")
    table.monster(0, "Thousand-Eyes Restrict", summon_kind="fusion")
    table.spell_trap(0, "Call of the Haunted")
    table.monster(1, "Celtic Guardian")
    table.spell_trap(1, "Torrential Tribute")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Call of the Haunted", request="battle")
    s.pick("target", "Tribe-Infecting Virus")
    while duel.request.kind == "chain" and duel.chain:
        s.pick("pass")
    assert field_monsters(duel, 0) == ["Thousand-Eyes Restrict", "Tribe-Infecting Virus"]
    answered = False
    while duel.request.kind == "chain":
        assert not s.has("activate", "Tribe-Infecting Virus") and not s.has("activate", "Thousand-Eyes Restrict")
        if duel.request.player == 1:
            answered = answered or s.has("activate", "Torrential Tribute")
        s.pick("pass")
    assert answered
    s.expect(request="battle", player=0)
    assert not s.has("activate", "Tribe-Infecting Virus") and not s.has("activate", "Thousand-Eyes Restrict")


# ------------------------------------------------------------ 7. more of the rule's cases
def test_goat_metamorphosis_into_ter_absorbs_before_torrential_tribute():
    """Q (GOAT; Goat Control's own play): Metamorphosis Tributes my Kuriboh (Level 1) and
    Special Summons Thousand-Eyes Restrict. A: the chain has finished resolving with a Summon:
    I am asked first, TER's effect is offered (Pot of Greed, a Normal Spell, is not), and my
    opponent's Torrential Tribute may be chained to it."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Metamorphosis", "Pot of Greed")
    table.monster(0, "Kuriboh")
    table.extra(0, "Thousand-Eyes Restrict")
    table.monster(1, "Celtic Guardian")
    table.spell_trap(1, "Torrential Tribute")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Metamorphosis")
    s.pick("select", "Kuriboh")
    s.pick("select", "Thousand-Eyes Restrict")
    s.pick("option", "Attack Position", request="option")
    s.expect(request="chain", player=0)
    assert [o.kind for o in duel.request.options] == ["activate", "pass"]
    assert s.has("activate", "Thousand-Eyes Restrict") and not s.has("activate", "Pot of Greed")
    s.pick("activate", "Thousand-Eyes Restrict")
    s.pick("target", "Celtic Guardian")
    s.expect(request="chain", player=1)
    assert s.has("activate", "Torrential Tribute")


def test_goat_magical_scientists_fusion_absorbs_before_torrential_tribute():
    """Q (GOAT; Magical Scientist is Forbidden on Goat's list, but the preset's card pool
    has it): Magical Scientist pays 1000 LP and Special Summons Thousand-Eyes Restrict.
    A: as after any chain that Summoned: I may use TER first; my opponent may chain
    Torrential Tribute to it. Under MR5 my opponent answers first."""
    for rules, first in (("GOAT", 0), ("MR5", 1)):
        table = Table(rules=rules, turn=3, turn_player=0)
        table.monster(0, "Magical Scientist")
        table.extra(0, "Thousand-Eyes Restrict")
        table.monster(1, "Celtic Guardian")
        table.spell_trap(1, "Torrential Tribute")
        duel = table.build()
        s = Script(duel)
        s.pick("activate", "Magical Scientist")
        s.pick("select", "Thousand-Eyes Restrict")
        s.pick("option", "Attack Position", request="option")
        s.expect(request="chain", player=first)
        if first == 0:
            s.pick("activate", "Thousand-Eyes Restrict")
            s.pick("target", "Celtic Guardian")
            s.expect(request="chain", player=1)
        assert s.has("activate", "Torrential Tribute")


def test_goat_no_priority_before_the_summon_succeeds_solemn_judgment_is_asked_first():
    """Q (GOAT): I Normal Summon Tribe-Infecting Virus; my opponent has Solemn Judgment and
    Trap Hole Set. May I use the Virus before they may negate its Summon? A: no: priority comes
    once the Summon has succeeded. While it is being Summoned only a Counter Trap may answer
    (Solemn Judgment); if my opponent lets it succeed, I am asked first (the Virus), and Trap
    Hole may then answer the Summon."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Tribe-Infecting Virus", "Pot of Greed")
    table.monster(1, "Celtic Guardian")
    table.spell_trap(1, "Solemn Judgment")
    table.spell_trap(1, "Trap Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Tribe-Infecting Virus")
    s.expect(request="chain", player=1)
    assert s.has("activate", "Solemn Judgment") and not s.has("activate", "Trap Hole")
    s.pick("pass")
    s.expect(request="chain", player=0)
    assert s.has("activate", "Tribe-Infecting Virus")
    s.pick("pass")
    s.expect(request="chain", player=1)
    assert s.has("activate", "Trap Hole") and not s.has("activate", "Solemn Judgment")


def test_goat_priority_in_main_phase_2_as_in_main_phase_1():
    """Q (GOAT): I Normal Summon Tribe-Infecting Virus in Main Phase 2. A: the rule speaks of
    any Summon in a Main Phase: I am asked first with the Virus, as in Main Phase 1."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main2")
    table.hand(0, "Tribe-Infecting Virus", "Pot of Greed")
    table.monster(1, "Celtic Guardian")
    table.spell_trap(1, "Trap Hole")
    duel = table.build()
    s = Script(duel)
    s.pick("summon", "Tribe-Infecting Virus")
    s.expect(request="chain", player=0)
    assert s.has("activate", "Tribe-Infecting Virus")


def _cannon_charged_summon(rules):
    """Turn 7, player 0's Main Phase 1: player 0's Wave-Motion Cannon (a Continuous Spell
    activated on an earlier turn, charged) is face-up; player 0 Normal Summons Celtic Guardian;
    player 1 controls Battle Ox and has Trap Hole Set."""
    table = Table(rules=rules, turn=7, turn_player=0)
    table.hand(0, "Celtic Guardian")
    table.spell_trap(0, "Wave-Motion Cannon", face_down=False)
    table.monster(1, "Battle Ox")
    table.spell_trap(1, "Trap Hole")
    duel = table.build()
    s = Script(duel)
    assert s.has("activate", "Wave-Motion Cannon")        # a Main Phase action of its controller
    s.pick("summon", "Celtic Guardian")
    return duel, s


def test_goat_priority_is_for_a_monsters_ignition_effect_not_wave_motion_cannon():
    """Q (GOAT): I Normal Summon Celtic Guardian; my charged Wave-Motion Cannon is face-up, and
    my opponent has Trap Hole Set. May I send the Cannon to the GY for its damage before my
    opponent may answer the Summon? A: no: Goat's rule 4 lets the turn player start the chain
    with a fast effect or a MONSTER's Ignition Effect; the Cannon's effect is a Spell Card's
    Spell Speed 1 effect (ignition-like, like a Normal Spell's activation), which waits for
    the open game state. I have nothing else, so my opponent is asked first (Trap Hole)."""
    duel, s = _cannon_charged_summon("GOAT")
    s.expect(request="chain", player=1)
    assert s.has("activate", "Trap Hole")


def test_seed_priority_wave_motion_cannon_waits_for_the_menu():
    """Q (MR5): the same. A: the opponent is asked first; the Cannon is offered at my menu."""
    duel, s = _cannon_charged_summon("MR5")
    s.expect(request="chain", player=1)
    s.pick("pass")
    s.expect(request="idle", player=0)
    assert s.has("activate", "Wave-Motion Cannon")
