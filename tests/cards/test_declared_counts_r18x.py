"""The card conditions and costs round 18x made cheaper, ruled at their boundaries.

- Creature Swap declares its count (`MonstersOnField(mine=1, theirs=1)`, engine/effects.py):
  "each player chooses 1 monster they control": both players must control a monster (any way
  up). The windows and the menus read a declared count before anything else is asked of the
  card, so a count one too high, or of the wrong side, would keep back an activation the card
  allows.
- Just Desserts ("500 damage for each monster your opponent controls"): the opponent must
  control a monster (any way up). Its declared count was measured and dropped (the windows
  asked it before the checks that refuse a Trap Set this turn); the cases pin the ruling.
- Deck Devastation Virus: its cost, "Tribute 1 DARK monster with 2000 or more ATK": the ATK the
  monster has now (a face-up monster's modified ATK), the Attribute printed on it (the script
  reads the Attribute first).
- Metamorphosis: its cost, a monster whose Level a Fusion Monster of your Extra Deck shares
  (the script reads the Extra Deck's printed Levels first, then whether each is a Fusion).
In each window case the same player has a Set Waboku, the witness that they were asked at all."""

from duelist.testing.scenario import Script, Table

OX, ELF = ("Battle Ox", "attack"), ("Mystical Elf", "defense")
SET_OX, SET_ELF = ("Battle Ox", "set"), ("Mystical Elf", "set")


def _table(mine, theirs, me, **kw):
    """A table with `mine` for player `me` and `theirs` for the other ((name, position)
    pairs), and the refs of `mine`."""
    table = Table(turn=3, **kw)
    refs = [table.monster(me, name, position=position) for name, position in mine]
    for name, position in theirs:
        table.monster(1 - me, name, position=position)
    table.deck(0, ["Mystical Elf"] * 3)
    table.deck(1, ["Mystical Elf"] * 3)
    return table, refs


# --------------------------------------------------------------------- Creature Swap
def _creature_swap_offered(mine, theirs):
    """Player 0: Creature Swap in the hand, their own Main Phase 1 menu."""
    table, refs = _table(mine, theirs, 0, turn_player=0, phase="main1")
    table.hand(0, "Creature Swap")
    duel = table.build()
    assert duel.request.player == 0
    return Script(duel).has("activate", "Creature Swap")


def test_creature_swap_is_offered_with_one_monster_on_each_side_face_down_ones_counting():
    """One monster each is enough, a Set one as well as a face-up one (seed 000 §魔法卡;
    Creature Swap: 'each player chooses 1 monster they control')."""
    assert _creature_swap_offered([OX], [ELF])
    assert _creature_swap_offered([SET_OX], [SET_ELF])


def test_creature_swap_is_not_offered_while_either_side_controls_no_monster():
    """No monster of yours (two of theirs), or none of theirs (two of yours): not offered."""
    assert not _creature_swap_offered([], [OX, ELF])
    assert not _creature_swap_offered([OX, SET_ELF], [])
    assert not _creature_swap_offered([], [])


def test_creature_swap_played_with_one_monster_each_trades_them():
    """With one monster each the swap asks no choice and trades them for good."""
    table, refs = _table([OX], [SET_ELF], 0, turn_player=0, phase="main1")
    table.hand(0, "Creature Swap")
    duel = table.build()
    Script(duel).pick("activate", "Creature Swap")
    assert [c.name for c in duel.monsters(0)] == ["Mystical Elf"]
    assert [c.name for c in duel.monsters(1)] == ["Battle Ox"]


# ---------------------------------------------------------------------- Just Desserts
def _just_desserts_offered(mine, theirs):
    """Player 1: Just Desserts Set, asked in player 0's End Phase (mine: player 1's monsters,
    theirs: player 0's)."""
    table, refs = _table(mine, theirs, 1, turn_player=0, phase="end")
    table.spell_trap(1, "Just Desserts")
    table.spell_trap(1, "Waboku")
    duel = table.build()
    s = Script(duel)
    assert duel.request.player == 1 and s.has("activate", "Waboku")
    return s.has("activate", "Just Desserts")


def test_just_desserts_is_offered_with_one_monster_of_the_opponent_a_set_one_counting():
    assert _just_desserts_offered([], [SET_ELF])
    assert _just_desserts_offered([], [OX])


def test_just_desserts_is_not_offered_while_the_opponent_controls_no_monster():
    """Your own monsters do not count: the damage is for the opponent's."""
    assert not _just_desserts_offered([OX, ELF], [])
    assert not _just_desserts_offered([], [])


# ------------------------------------------------------------ Deck Devastation Virus
def _virus_offered(mine, equip=None):
    """Player 1: Deck Devastation Virus Set, asked in player 0's End Phase (mine: player 1's
    monsters; player 0 has a Battle Ox). equip: an Equip Spell of player 1's on their first
    monster."""
    table, refs = _table(mine, [OX], 1, turn_player=0, phase="end")
    table.spell_trap(1, "Deck Devastation Virus")
    table.spell_trap(1, "Waboku")
    if equip is not None:
        table.spell_trap(1, equip, face_down=False, equipped_to=refs[0])
    duel = table.build()
    s = Script(duel)
    assert duel.request.player == 1 and s.has("activate", "Waboku")
    return s.has("activate", "Deck Devastation Virus")


def test_deck_devastation_virus_is_offered_with_a_dark_monster_of_exactly_2000_atk():
    """Curse of Dragon: DARK, 2000 ATK, the least the cost allows."""
    assert _virus_offered([("Curse of Dragon", "attack")])
    assert _virus_offered([("Curse of Dragon", "set")])     # face-down: its printed ATK


def test_deck_devastation_virus_is_not_offered_with_a_dark_1900_or_a_light_3000():
    """Vorse Raider (DARK, 1900) is 100 short; Blue-Eyes White Dragon (LIGHT, 3000) is not DARK."""
    assert not _virus_offered([("Vorse Raider", "attack")])
    assert not _virus_offered([("Blue-Eyes White Dragon", "attack"), ("Vorse Raider", "set")])


def test_deck_devastation_virus_reads_the_atk_a_dark_monster_has_now():
    """Vorse Raider (DARK, 1900) equipped with Sword of Dark Destruction (+400 ATK for a DARK
    monster): 2300 ATK now, so it can be Tributed for the cost."""
    assert _virus_offered([("Vorse Raider", "attack")], equip="Sword of Dark Destruction")


# ---------------------------------------------------------------------- Metamorphosis
def _metamorphosis_offered(extra):
    """Player 0: Metamorphosis in the hand, Summoned Skull (Level 6) on the field, `extra` in
    the Extra Deck; their own Main Phase 1 menu."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.hand(0, "Metamorphosis")
    table.monster(0, "Summoned Skull")
    table.extra(0, *extra)
    duel = table.build()
    assert duel.request.player == 0
    return Script(duel).has("activate", "Metamorphosis")


def test_metamorphosis_needs_a_fusion_monster_of_the_level_not_another_extra_deck_monster():
    """Metamorphosis: 'Special Summon 1 Fusion Monster with the same Level'. Goyo Guardian
    (a Level 6 Synchro Monster) shares Summoned Skull's Level but is no Fusion Monster, Dark
    Balter the Terrible is a Fusion Monster of Level 5: nothing to Tribute, no activation.
    Ojama King (a Level 6 Fusion Monster) after them: it may be activated."""
    assert not _metamorphosis_offered(["Goyo Guardian", "Dark Balter the Terrible"])
    assert _metamorphosis_offered(["Goyo Guardian", "Dark Balter the Terrible", "Ojama King"])


# ---------------------------------------------------------------------- Instant Fusion
def _instant_fusion_offered(extra):
    """Player 0: Instant Fusion in the hand, `extra` in the Extra Deck; their Main Phase 1."""
    table = Table(turn=3, turn_player=0, phase="main1")
    table.hand(0, "Instant Fusion")
    table.extra(0, *extra)
    duel = table.build()
    assert duel.request.player == 0
    return Script(duel).has("activate", "Instant Fusion")


def test_instant_fusion_needs_a_fusion_monster_of_level_5_or_lower_it_may_summon():
    """Instant Fusion: 'Special Summon 1 Level 5 or lower Fusion Monster from your Extra Deck'
    (summons.py `has_extra_deck_monster`, asked with `Ctx.any_card`). Ojama King (Level 6)
    alone: no activation; Flame Swordsman (Level 5, the highest allowed) after it: it may be
    activated."""
    assert not _instant_fusion_offered(["Ojama King"])
    assert _instant_fusion_offered(["Ojama King", "Flame Swordsman"])
