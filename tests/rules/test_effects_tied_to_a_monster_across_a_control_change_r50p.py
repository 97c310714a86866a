"""A control change moves a monster to the other player's field without making it a new card:
what was applied to it stays with it, the cards tied to it stay tied, and effects that name
"your" monsters read whoever controls it at each moment (round 50p).

Seed 000 §效果分類 › 永續效果 and §怪獸的表示形式 › 裡側守備表示: an effect applied to a monster
ends when it leaves the field or turns face-down (yugioh-wiki.net 《月の書》: "ステータス変化等
…のリセット"); a change of control is neither, so Graceful Dice's and Skull Dice's changes,
applied to the monsters face-up at resolution, stay on them wherever they go. Seed 000 §裝備魔法
(an Equip Card stays its player's card, and is destroyed when its monster leaves the field):
Premature Burial keeps its monster after Creature Swap. A player's lasting effect (Waboku: "your
monsters are not destroyed by battle this turn") covers the monsters that player controls when
it applies; a Flip effect that names "your GY" / "your Deck" reads the player who controls the
monster as it activates (seed 000 §效果分類 › 誘發效果), while an effect activated in the GY
belongs to the GY's owner (the Sangan ruling of test_control_changes_beside_equips_and_face_down_r38r.py)."""

from duelist.testing.reads import grave, hand, lp
from duelist.testing.scenario import Script, Table


def _pass_chains(duel, s):
    while duel.request.kind == "chain":
        s.pick("pass")


def test_graceful_dice_boost_stays_on_a_monster_creature_swap_gives_away():
    """Q: I roll a 5 with Graceful Dice (my Battle Ox 2200/1500, Celtic Guardian 1900/1700),
    then Creature Swap gives Battle Ox to my opponent for their Mystical Elf. What is Battle
    Ox's ATK? A: still 2200 under my opponent until the end of the turn: the boost was applied
    to it, and a control change is not a new card; Mystical Elf gains nothing."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    ox = table.monster(0, "Battle Ox")
    table.monster(0, "Celtic Guardian")
    elf = table.monster(1, "Mystical Elf")
    table.hand(0, "Graceful Dice", "Creature Swap")
    for player in (0, 1):
        table.deck(player, ["Beaver Warrior"] * 4)
    duel = table.build(seed=3)
    s = Script(duel)
    s.pick("activate", "Graceful Dice")
    _pass_chains(duel, s)
    s.pick("activate", "Creature Swap")
    s.pick("select", ox, request="select")
    _pass_chains(duel, s)
    assert ox.card(duel).controller == 1 and elf.card(duel).controller == 0
    assert (duel.atk(ox.card(duel)), duel.defense(ox.card(duel))) == (2200, 1500)
    assert (duel.atk(elf.card(duel)), duel.defense(elf.card(duel))) == (800, 2000)
    s.end_turn()
    assert duel.turn == 4 and duel.atk(ox.card(duel)) == 1700


def test_skull_dice_weakening_stays_on_a_monster_enemy_controller_takes():
    """Q: my Skull Dice rolls a 1 (my opponent's Mystical Elf 700/1900); then I take the Elf
    with Enemy Controller. A: it stays 700/1900 on my side: the weakening was applied to it."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Celtic Guardian")
    table.spell_trap(0, "Skull Dice")
    table.hand(0, "Enemy Controller")
    elf = table.monster(1, "Mystical Elf")
    duel = table.build(seed=2)
    s = Script(duel)
    s.pick("activate", "Skull Dice")
    _pass_chains(duel, s)
    assert (duel.atk(elf.card(duel)), duel.defense(elf.card(duel))) == (700, 1900)
    s.answer(s.options("activate", "Enemy Controller")[1])     # Tribute 1, take 1
    s.pick("select", "Celtic Guardian", request="select")
    s.pick("target", elf, request="target")
    _pass_chains(duel, s)
    assert elf.card(duel).controller == 0
    assert (duel.atk(elf.card(duel)), duel.defense(elf.card(duel))) == (700, 1900)


def test_waboku_does_not_cover_its_players_monster_the_opponent_took():
    """Q: in my Battle Step I take my opponent's Mystical Elf with Enemy Controller; they chain
    Waboku. I attack their Battle Ox with the Elf. A: Waboku covers the monsters its player
    controls: the Elf is mine now, so it is destroyed and I take 900; Battle Ox stays."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Celtic Guardian")
    table.hand(0, "Enemy Controller")
    elf = table.monster(1, "Mystical Elf")
    ox = table.monster(1, "Battle Ox")
    table.spell_trap(1, "Waboku")
    duel = table.build()
    s = Script(duel)
    s.answer(s.options("activate", "Enemy Controller")[1])     # Tribute 1, take 1
    s.pick("select", "Celtic Guardian", request="select")
    s.pick("target", elf, request="target")
    s.pick("activate", "Waboku", player=1, request="chain")
    _pass_chains(duel, s)
    assert elf.card(duel).controller == 0
    s.pick("attack", elf, target=ox)
    while duel.request.kind != "battle":
        s.pick("pass")
    assert grave(duel, 1) == ["Waboku", "Mystical Elf"]         # to its owner's GY
    assert [c.name for c in duel.monsters(1)] == ["Battle Ox"]
    assert lp(duel) == (7100, 8000)


def test_premature_burial_still_holds_its_monster_after_creature_swap():
    """Q: I revive Dark Magician with Premature Burial, then Creature Swap gives it to my
    opponent for their Battle Ox. My opponent destroys Premature Burial with Mystical Space
    Typhoon. A: Premature Burial stayed my card, still equipped to Dark Magician: Dark Magician
    is destroyed with it and goes to my GY."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.grave(0, "Dark Magician")
    table.hand(0, "Premature Burial", "Creature Swap")
    table.monster(1, "Battle Ox")
    table.spell_trap(1, "Mystical Space Typhoon")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Premature Burial")
    s.pick("target", "Dark Magician")
    _pass_chains(duel, s)
    s.pick("activate", "Creature Swap")
    _pass_chains(duel, s)
    assert [c.name for c in duel.monsters(1)] == ["Dark Magician"]
    assert [c.name for c in duel.players[0].szone if c] == ["Premature Burial"]
    s.pick("battle")
    s.pick("activate", "Mystical Space Typhoon", player=1, request="chain")
    s.pick("target", "Premature Burial")
    _pass_chains(duel, s)
    assert [c.name for c in duel.monsters(1)] == []
    assert grave(duel, 0) == ["Creature Swap", "Premature Burial", "Dark Magician"]


def test_a_borrowed_magician_of_faith_flip_summoned_returns_a_spell_from_the_takers_gy():
    """Q: I take my opponent's Set Magician of Faith with Change of Heart and Flip Summon it.
    Whose GY does its Flip effect take a Spell from? A: mine (its controller's): "your GY" is
    the GY of the player who controls it as the effect is activated and resolves."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    magician = table.monster(1, "Magician of Faith", position="set")
    table.hand(0, "Change of Heart")
    table.grave(0, "Pot of Greed")
    table.grave(1, "Graceful Charity")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Change of Heart")
    s.pick("target", magician)
    _pass_chains(duel, s)
    s.pick("flip_summon", magician)
    assert sorted(o.name for o in duel.request.options) == ["Change of Heart", "Pot of Greed"]
    s.pick("target", "Pot of Greed", request="target")
    _pass_chains(duel, s)
    assert hand(duel, 0) == ["Pot of Greed"] and grave(duel, 1) == ["Graceful Charity"]


def test_swords_of_revealing_light_stops_a_monster_its_opponent_borrowed():
    """Q: my Swords of Revealing Light is face-up; in their turn my opponent takes my Battle Ox
    with Change of Heart. May Battle Ox attack? A: no: Swords stops the monsters my opponent
    controls, whoever owns them, and Battle Ox is theirs for this turn."""
    table = Table(rules="GOAT", turn=4, turn_player=1)
    table.spell_trap(0, "Swords of Revealing Light", face_down=False)
    ox = table.monster(0, "Battle Ox")
    table.hand(1, "Change of Heart")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Change of Heart", player=1)
    s.pick("target", ox)
    _pass_chains(duel, s)
    assert ox.card(duel).controller == 1
    s.pick("battle", player=1)
    _pass_chains(duel, s)
    assert [o.kind for o in duel.request.options] == ["end_battle"]


def test_a_command_knight_given_away_is_shielded_by_its_new_controllers_monster():
    """Q: Creature Swap gives my Command Knight to my opponent for their Mystical Elf; they also
    control Celtic Guardian in Defense Position. May I attack Command Knight? A: no: "while you
    control another monster" now reads my opponent's field, where Celtic Guardian stands (and
    gets Command Knight's 400)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    knight = table.monster(0, "Command Knight")
    table.monster(0, "Dark Magician")
    table.hand(0, "Creature Swap")
    table.monster(1, "Mystical Elf")
    guardian = table.monster(1, "Celtic Guardian", position="defense")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Creature Swap")
    s.pick("select", knight, request="select")
    s.pick("select", "Mystical Elf", player=1, request="select")
    _pass_chains(duel, s)
    assert knight.card(duel).controller == 1 and duel.atk(guardian.card(duel)) == 1800
    s.pick("battle")
    _pass_chains(duel, s)
    assert sorted(o.target_name for o in duel.request.options if o.kind == "attack") == [
        "Celtic Guardian", "Celtic Guardian"]


def test_a_borrowed_dandylion_tributed_gives_its_owner_the_fluff_tokens():
    """Q: I take my opponent's Dandylion with Change of Heart and Tribute it for Summoned Skull.
    Whose field do the Fluff Tokens go to? A: my opponent's: Dandylion goes to its owner's GY,
    and an effect activated in the GY is activated by the player whose GY holds the card (as
    tests/rules/test_control_changes_beside_equips_and_face_down_r38r.py rules for Sangan)."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    dandylion = table.monster(1, "Dandylion")
    table.hand(0, "Change of Heart", "Summoned Skull")
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Change of Heart")
    s.pick("target", dandylion)
    _pass_chains(duel, s)
    s.pick("summon", "Summoned Skull")
    s.pick("tribute", dandylion, request="tribute")
    while duel.request.kind != "idle":
        s.pick("pass")
    assert [c.name for c in duel.monsters(0)] == ["Summoned Skull"]
    assert [c.name for c in duel.monsters(1)] == ["Fluff Token", "Fluff Token"]
    assert grave(duel, 1) == ["Dandylion"]


def test_a_borrowed_gravekeepers_spy_flip_summoned_calls_from_the_takers_deck():
    """Q: I take my opponent's Set Gravekeeper's Spy with Change of Heart and Flip Summon it.
    Whose Deck does its Flip effect Special Summon from, and to whose field? A: mine: I control
    it as the effect activates, so "your Deck" is my Deck."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    spy = table.monster(1, "Gravekeeper's Spy", position="set")
    table.hand(0, "Change of Heart")
    table.deck(0, ["Gravekeeper's Guard", "Battle Ox"])
    table.deck(1, ["Gravekeeper's Spear Soldier", "Battle Ox"])
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Change of Heart")
    s.pick("target", spy)
    _pass_chains(duel, s)
    s.pick("flip_summon", spy)
    _pass_chains(duel, s)
    assert [o.name for o in duel.request.options] == ["Gravekeeper's Guard"]
    s.pick("select", "Gravekeeper's Guard", request="select")
    s.pick("option", "Attack Position", request="option")
    _pass_chains(duel, s)
    assert [c.name for c in duel.monsters(0)] == ["Gravekeeper's Spy", "Gravekeeper's Guard"]
    assert [c.name for c in duel.players[1].deck] == ["Battle Ox", "Gravekeeper's Spear Soldier"]


def test_a_borrowed_airknight_parshath_pierces_its_owner_and_draws_for_the_taker():
    """Q: I take my opponent's Airknight Parshath with Change of Heart and attack their Defense
    Position Hitotsu-Me Giant (DEF 1000). A: piercing damage goes to my opponent (900) and I
    draw: "your opponent" and "you" are read from its controller, me."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    parshath = table.monster(1, "Airknight Parshath")
    table.monster(1, "Hitotsu-Me Giant", position="defense")
    table.hand(0, "Change of Heart")
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Beaver Warrior"] * 3)
    duel = table.build()
    s = Script(duel)
    s.pick("activate", "Change of Heart")
    s.pick("target", parshath)
    _pass_chains(duel, s)
    s.pick("battle")
    _pass_chains(duel, s)
    s.pick("attack", parshath, target="Hitotsu-Me Giant")
    while duel.request.kind != "battle":
        s.pick("pass")
    assert lp(duel) == (8000, 7100)
    assert hand(duel, 0) == ["Celtic Guardian"] and hand(duel, 1) == []
