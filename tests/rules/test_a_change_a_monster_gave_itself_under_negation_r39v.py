"""A change a monster's own effect gave that monster itself (ATK/DEF, Level) is part of its
effects: once its effects are negated (Skill Drain applied, Effect Veiler) the change is lost,
and it does not come back when the negation ends. A change another card gave it (an Equip
Spell, Rush Recklessly) is no effect of the monster's and stays.

Ruling source: Konami OCG FAQ for Number 17: Leviathan Dragon (its ATK raised by its own effect
returns to its original value under Skill Drain or Effect Veiler, and stays there once Skill
Drain no longer applies; quoted on the Yu-Gi-Oh! Wiki, Card Rulings: Number 17: Leviathan
Dragon); Yugipedia, Card Rulings: Skill Drain (Infernity Avenger's Level taken by its own effect
returns to its original Level). seed 000 §效果分類 › 其他效果 ("在場上适用的其他效果基本上都能被「技能抽取」無效":
a monster's effect that applies on the field is negated by Skill Drain), › 永續效果 (Skill
Drain's, a continuous effect). Round 39v; the first four positions are round 39s's
(tests/rules/test_an_atk_gain_a_monster_gave_itself_under_negation_r39s.py)."""

from duelist.engine.names import L
from duelist.testing.reads import grave
from duelist.testing.scenario import Script, Table

LEVIATHAN = "Number 17: Leviathan Dragon"
PIECES = ("Exodia the Forbidden One", "Left Arm of the Forbidden One", "Right Arm of the Forbidden One",
          "Left Leg of the Forbidden One", "Right Leg of the Forbidden One")


def _resolve(duel, s):
    while duel.request is not None and duel.request.kind not in ("idle", "battle"):
        s.pick("pass", first=True)


def _skill_drain(duel, s):
    s.pick("activate", "Skill Drain")
    _resolve(duel, s)


def _typhoon_on_skill_drain(duel, s):
    s.pick("activate", "Mystical Space Typhoon")
    s.pick("target", "Skill Drain")
    _resolve(duel, s)
    assert "Skill Drain" in grave(duel, 0)


def _own_changes(duel):
    return [e for e in duel.lingering if e.until.own]


# ------------------------------------------------------------------ Zombyra the Dark
def _zombyra_after_a_kill(*hand_cards, sword=False):
    """Zombyra the Dark (2100) destroyed Battle Ox by battle and lost 200 ATK; player 0 is in
    Main Phase 2 with Skill Drain Set and `hand_cards` in the hand."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    zombyra = table.monster(0, "Zombyra the Dark")
    if sword:
        table.spell_trap(0, "Sword of Dark Destruction", face_down=False, equipped_to=zombyra)
    table.spell_trap(0, "Skill Drain")
    table.monster(1, "Battle Ox")
    if hand_cards:
        table.hand(0, *hand_cards)
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("attack", "Zombyra the Dark", target="Battle Ox")
    _resolve(duel, s)
    assert grave(duel, 1) == ["Battle Ox"]
    s.pick("end_battle")
    return duel, s, zombyra


def test_zombyras_own_loss_is_lost_under_skill_drain_and_stays_lost():
    """Question: Zombyra the Dark destroyed a monster by battle and became 200 ATK weaker
    (1900); then its controller activates Skill Drain, and later destroys it with Mystical
    Space Typhoon. What is Zombyra's ATK each time?
    Answer: 2100 under Skill Drain (the loss was its own effect, now negated), and still 2100
    once Skill Drain is gone: the lost change does not come back."""
    duel, s, zombyra = _zombyra_after_a_kill("Mystical Space Typhoon")
    assert duel.atk(zombyra.card(duel)) == 1900
    _skill_drain(duel, s)
    assert duel.atk(zombyra.card(duel)) == 2100
    _typhoon_on_skill_drain(duel, s)
    assert duel.atk(zombyra.card(duel)) == 2100
    s.end_turn()
    assert duel.turn == 4 and duel.atk(zombyra.card(duel)) == 2100


def test_what_other_cards_gave_zombyra_stays_under_skill_drain():
    """Question: Zombyra the Dark, equipped with Sword of Dark Destruction (+400), destroyed a
    monster (-200, its own effect); in Main Phase 2 Rush Recklessly gives it 700 more (3000).
    Then Skill Drain is activated. What is its ATK?
    Answer: 3200 -- only its own loss goes; the Equip Spell's gain and Rush Recklessly's are
    effects of other cards, which Skill Drain does not negate."""
    duel, s, zombyra = _zombyra_after_a_kill("Rush Recklessly", sword=True)
    assert duel.atk(zombyra.card(duel)) == 2100 + 400 - 200
    s.pick("activate", "Rush Recklessly")
    s.pick("target", "Zombyra the Dark")
    _resolve(duel, s)
    assert duel.atk(zombyra.card(duel)) == 3000
    _skill_drain(duel, s)
    assert duel.atk(zombyra.card(duel)) == 2100 + 400 + 700


# ------------------------------------------------------------------ Number 17: Leviathan Dragon
def test_rush_recklessly_on_leviathan_stays_where_its_own_gain_goes():
    """Question: Leviathan Dragon detached a material for +500, then Rush Recklessly gave it
    +700 (3200). Skill Drain is activated. What is its ATK?
    Answer: 2700: its own +500 is lost, Rush Recklessly's +700 (a Spell's effect) stays."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    dragon = table.monster(0, LEVIATHAN, materials=["Giant Soldier of Stone", "Sangan"])
    table.spell_trap(0, "Skill Drain")
    table.hand(0, "Rush Recklessly")
    table.deck(0, ["Battle Ox"] * 4)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", LEVIATHAN)
    s.pick("select", "Giant Soldier of Stone")
    _resolve(duel, s)
    s.pick("activate", "Rush Recklessly")
    s.pick("target", LEVIATHAN)
    _resolve(duel, s)
    assert duel.atk(dragon.card(duel)) == 3200
    _skill_drain(duel, s)
    assert duel.atk(dragon.card(duel)) == 2700


def test_leviathan_gains_again_once_skill_drain_is_gone():
    """Question: Leviathan Dragon's +500 was lost to Skill Drain, and Mystical Space Typhoon
    destroyed Skill Drain. In its controller's next turn it detaches its last material. What
    is its ATK?
    Answer: 2500: the lost gain stays lost, but a new use of its effect, no longer negated,
    applies."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    dragon = table.monster(0, LEVIATHAN, materials=["Giant Soldier of Stone", "Sangan"])
    table.spell_trap(0, "Skill Drain")
    table.hand(0, "Mystical Space Typhoon")
    table.deck(0, ["Battle Ox"] * 4)
    table.deck(1, ["Battle Ox"] * 4)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", LEVIATHAN)
    s.pick("select", "Giant Soldier of Stone")
    _resolve(duel, s)
    _skill_drain(duel, s)
    _typhoon_on_skill_drain(duel, s)
    assert duel.atk(dragon.card(duel)) == 2000
    s.end_turn()
    s.pick("end_turn", player=1)
    _resolve(duel, s)
    assert duel.turn == 5 and duel.atk(dragon.card(duel)) == 2000
    s.pick("activate", LEVIATHAN)     # (its one material, Sangan, detached: no choice)
    _resolve(duel, s)
    assert duel.atk(dragon.card(duel)) == 2500


# ------------------------------------------------------------------ Exodia Necross
def test_exodia_necross_standby_gains_are_lost_under_skill_drain():
    """Question: Exodia Necross (1800) gained 500 in its controller's Standby Phase (2300);
    in the Main Phase its controller activates Skill Drain. What is its ATK?
    Answer: 1800: the gain was its own effect."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="standby")
    necross = table.monster(0, "Exodia Necross", summon_kind="proc")
    table.grave(0, *PIECES)
    table.spell_trap(0, "Skill Drain")
    duel = table.build()
    s = Script(duel)
    _resolve(duel, s)
    assert duel.atk(necross.card(duel)) == 2300
    _skill_drain(duel, s)
    assert duel.atk(necross.card(duel)) == 1800


# ------------------------------------------------------------------ Junk Warrior
def test_junk_warriors_synchro_gain_is_lost_under_skill_drain():
    """Question: Junk Warrior (2300) was Synchro Summoned and gained the ATK of Quillbolt
    Hedgehog and Time Wizard (3600); then Skill Drain is activated. What is its ATK?
    Answer: 2300: the gain was its own trigger effect's."""
    table = Table(rules="MR1", turn=3, turn_player=0)
    table.extra(0, "Junk Warrior")
    table.monster(0, "Junk Synchron")
    table.monster(0, "Mystical Shine Ball")
    table.monster(0, "Quillbolt Hedgehog")
    table.monster(0, "Time Wizard")
    table.spell_trap(0, "Skill Drain")
    duel = table.build()
    s = Script(duel)
    s.pick("synchro_summon", "Junk Warrior")
    s.pick("select", "Mystical Shine Ball")
    s.pick("option", "Attack Position", request="option")
    _resolve(duel, s)
    warrior = [c for c in duel.monsters(0) if c.name == "Junk Warrior"][0]
    assert duel.atk(warrior) == 2300 + 800 + 500
    _skill_drain(duel, s)
    assert duel.atk(warrior) == 2300


# ------------------------------------------------------------------ Gem-Knight Ruby
def test_gem_knight_rubys_gain_this_turn_is_lost_under_skill_drain():
    """Question: Gem-Knight Ruby (2500) Tributed Gem-Knight Garnet to gain its 1900 ATK until
    the end of the turn (4400); then Skill Drain is activated. What is its ATK?
    Answer: 2500 (its own effect's gain)."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    ruby = table.monster(0, "Gem-Knight Ruby", summon_kind="fusion")
    table.monster(0, "Gem-Knight Garnet")
    table.spell_trap(0, "Skill Drain")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Gem-Knight Ruby")
    s.pick("select", "Gem-Knight Garnet")
    _resolve(duel, s)
    assert duel.atk(ruby.card(duel)) == 4400
    _skill_drain(duel, s)
    assert duel.atk(ruby.card(duel)) == 2500


# ------------------------------------------------------------------ Tragoedia
def test_tragoedias_copied_level_is_lost_under_skill_drain():
    """Question: Tragoedia (Level 10) took the Level of Battle Ox in its GY (4) until the end of
    the turn; then Skill Drain is activated. What is its Level?
    Answer: 10, its printed Level (as Infernity Avenger's, Yugipedia: Card Rulings: Skill
    Drain)."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    tragoedia = table.monster(0, "Tragoedia")
    table.grave(0, "Battle Ox")
    table.spell_trap(0, "Skill Drain")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Tragoedia")
    s.pick("target", "Battle Ox")
    _resolve(duel, s)
    assert duel.level(tragoedia.card(duel)) == 4
    _skill_drain(duel, s)
    assert duel.level(tragoedia.card(duel)) == 10


# ------------------------------------------------------------------ another card's Level change
def test_star_changers_level_change_stays_under_skill_drain():
    """Question: Star Changer raised Gagaga Magician's Level by 1 (5); then Skill Drain is
    activated. What is its Level?
    Answer: 5: the change is a Spell's effect, not the monster's own."""
    table = Table(rules="MR5", turn=3, turn_player=0)
    magician = table.monster(0, "Gagaga Magician")
    table.hand(0, "Star Changer")
    table.spell_trap(0, "Skill Drain")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Star Changer")
    s.pick("option", "Increase its Level by 1", request="option")
    s.pick("target", "Gagaga Magician")
    _resolve(duel, s)
    assert duel.level(magician.card(duel)) == 5
    assert not _own_changes(duel) and [e.tag for e in duel.lingering] == [L.LEVEL]
    _skill_drain(duel, s)
    assert duel.level(magician.card(duel)) == 5
