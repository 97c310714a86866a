"""Cost Down (23265313), Normal Spell (Dark Crisis, 2003; the 2005 text and today's do the same).

What it does, in our words: discard 1 card as its cost; for the rest of the turn the monsters in
its player's hand are 2 Levels lower, so the Tributes of their Normal Summon or Set follow the
lowered Level (Level 5-6: none; Level 7-8: one).

Sources: the card's text (DCR-EN053; today's "(1): discard 1 card to activate; this turn the
Levels of the monsters in your hand are lowered by 2"), yugioh-wiki.net 《コストダウン》: the
discard is a cost; an Advanced (Tribute) Summon follows the lowered Level; a monster added to the
hand after the activation has its Level lowered too; and Konami's OCG database notes (quoted by
baike's 《代价降低》 page): two activations add up; a monster that leaves the hand (discarded,
summoned) has its printed Level again. Levels never go below 1: our reading, as the engine keeps
every Level change on the field (extra.py `_level_now`). The 2005 text ("until the End Phase")
reads "until the end of the turn" (yugioh-wiki's errata note): no ERAS entry."""

import pytest

from duelist.testing.scenario import Script, Table

CD = "Cost Down"


def _settle(duel, s):
    while duel.request is not None and duel.request.kind == "chain":
        s.pick("pass")


def _table(rules="GOAT", hand=(), field=(), opp_hand=(), opp_spells=(), deck=None):
    table = Table(rules=rules, turn=3, turn_player=0, phase="main1")
    table.hand(0, *hand)
    for name in field:
        table.monster(0, name)
    if opp_hand:
        table.hand(1, *opp_hand)
    for name in opp_spells:
        table.spell_trap(1, name, face_down=name != "Gravity Bind")
    table.deck(0, deck or ["Battle Ox"] * 4)
    table.deck(1, ["Battle Ox"] * 4)
    duel = table.build()
    return duel, Script(duel)


def _cost_down(duel, s, discard="Battle Ox", respond=None):
    s.pick("activate", CD, first=True)
    s.pick("select", discard, player=0)        # the cost
    if respond is not None:
        respond(s)
    _settle(duel, s)


def _hand_card(duel, name, player=0):
    return [c for c in duel.players[player].hand if c.name == name][0]


@pytest.mark.parametrize("rules", ["GOAT", "MR5"])
def test_cost_down_lets_a_level_6_monster_be_summoned_without_tributes(rules):
    """Q: no monster on my field; I discard Battle Ox for Cost Down, then Normal Summon Summoned
    Skull (Level 6). A: allowed with no Tribute (its Level in my hand is 4); Battle Ox and Cost
    Down are in my GY; on the field Summoned Skull is Level 6 again."""
    duel, s = _table(rules, hand=(CD, "Battle Ox", "Summoned Skull"))
    assert not s.has("summon", "Summoned Skull")
    _cost_down(duel, s)
    assert [c.name for c in duel.players[0].grave] == ["Battle Ox", CD]
    assert duel.level(_hand_card(duel, "Summoned Skull")) == 4
    s.pick("summon", "Summoned Skull")
    _settle(duel, s)
    summon = [e for e in duel.log if e["type"] == "summon"][-1]
    assert (summon["name"], summon["tributes"]) == ("Summoned Skull", 0)
    skull = duel.monsters(0)[0]
    assert skull.name == "Summoned Skull" and duel.level(skull) == 6


def test_cost_down_a_level_8_monster_needs_one_tribute():
    """Q: I control Battle Ox; after Cost Down may I Tribute Summon Blue-Eyes White Dragon
    (Level 8) with that one Tribute? A: yes: Level 6 in my hand, one Tribute; it is summoned and
    Battle Ox is in my GY."""
    duel, s = _table(hand=(CD, "Celtic Guardian", "Blue-Eyes White Dragon"), field=("Battle Ox",))
    assert not s.has("summon", "Blue-Eyes White Dragon")
    _cost_down(duel, s, discard="Celtic Guardian")
    s.pick("summon", "Blue-Eyes White Dragon")
    s.pick("tribute", "Battle Ox")
    _settle(duel, s)
    assert [c.name for c in duel.monsters(0)] == ["Blue-Eyes White Dragon"]
    assert [c.name for c in duel.players[0].grave] == ["Celtic Guardian", CD, "Battle Ox"]
    summon = [e for e in duel.log if e["type"] == "summon"][-1]
    assert summon["tributes"] == 1


def test_cost_down_cannot_be_activated_without_a_card_to_discard():
    """Q: Cost Down is the only card in my hand. May I activate it? A: no: its cost (discard 1
    other card) cannot be paid."""
    duel, s = _table(hand=(CD,))
    assert not s.has("activate", CD)


def test_cost_down_a_monster_drawn_later_is_lowered_too():
    """Q: after Cost Down I draw Summoned Skull with Pot of Greed. A: its Level is lowered too
    (yugioh-wiki.net: a monster added to the hand after the activation): 4, summoned with no
    Tribute."""
    duel, s = _table(hand=(CD, "Battle Ox", "Pot of Greed"),
                     deck=["Summoned Skull", "Battle Ox", "Battle Ox", "Battle Ox"])
    _cost_down(duel, s)
    s.pick("activate", "Pot of Greed")
    _settle(duel, s)
    assert duel.level(_hand_card(duel, "Summoned Skull")) == 4
    s.pick("summon", "Summoned Skull")
    _settle(duel, s)
    assert [c.name for c in duel.monsters(0)] == ["Summoned Skull"]


def test_cost_down_two_activations_add_up_and_end_with_the_turn():
    """Q: I activate two Cost Downs (each discarding a card). What Level has Blue-Eyes White
    Dragon in my hand, and the next turn? A: 4 (two changes add up: no Tribute) this turn; Level 8
    again in the next turn (the change lasts this turn)."""
    duel, s = _table(hand=(CD, CD, "Battle Ox", "Celtic Guardian", "Blue-Eyes White Dragon"))
    _cost_down(duel, s, discard="Battle Ox")
    _cost_down(duel, s, discard="Celtic Guardian")
    bewd = _hand_card(duel, "Blue-Eyes White Dragon")
    assert duel.level(bewd) == 4
    assert s.has("summon", "Blue-Eyes White Dragon")
    s.end_turn()
    _settle(duel, s)
    assert duel.turn == 4 and duel.level(_hand_card(duel, "Blue-Eyes White Dragon")) == 8


def test_cost_down_levels_never_go_below_1():
    """Q: after Cost Down, what Level has Kuriboh (Level 1) in my hand? A: 1: a Level is never
    lowered below 1 (our reading, as every Level change the engine applies)."""
    duel, s = _table(hand=(CD, "Battle Ox", "Kuriboh"))
    _cost_down(duel, s)
    assert duel.level(_hand_card(duel, "Kuriboh")) == 1


def test_cost_down_only_its_players_hand():
    """Q: does my Cost Down lower the Levels in my opponent's hand? A: no: "your hand" only; their
    Summoned Skull stays Level 6."""
    duel, s = _table(hand=(CD, "Battle Ox"), opp_hand=("Summoned Skull",))
    _cost_down(duel, s)
    assert duel.level(_hand_card(duel, "Summoned Skull", player=1)) == 6


def test_cost_down_negated_by_magic_jammer_changes_no_level():
    """Q: my opponent answers Cost Down with Magic Jammer. A: Cost Down is negated (its discard,
    a cost, stays discarded): Summoned Skull keeps Level 6 and cannot be summoned without a
    Tribute."""
    def jammer(s):
        s.pick("activate", "Magic Jammer", request="chain", player=1)
        s.pick("select", "Battle Ox", player=1)    # Magic Jammer's own cost
    duel, s = _table(hand=(CD, "Celtic Guardian", "Summoned Skull"), opp_hand=("Battle Ox",),
                     opp_spells=("Magic Jammer",))
    _cost_down(duel, s, discard="Celtic Guardian", respond=jammer)
    assert "Celtic Guardian" in [c.name for c in duel.players[0].grave]
    assert "Magic Jammer" in [c.name for c in duel.players[1].grave]
    assert duel.level(_hand_card(duel, "Summoned Skull")) == 6
    assert not s.has("summon", "Summoned Skull")


def test_cost_down_summoned_monster_is_its_own_level_under_gravity_bind():
    """Q: my opponent has Gravity Bind (Level 4 or higher monsters cannot attack). I summon
    Summoned Skull with no Tribute after Cost Down. May it attack? A: no: summoned, it is Level 6
    again (the change was in the hand only), and Gravity Bind stops it."""
    duel, s = _table(hand=(CD, "Battle Ox", "Summoned Skull"), opp_spells=("Gravity Bind",))
    _cost_down(duel, s)
    s.pick("summon", "Summoned Skull")
    _settle(duel, s)
    skull = duel.monsters(0)[0]
    assert duel.level(skull) == 6
    s.pick("battle")
    _settle(duel, s)
    assert not s.has("attack", "Summoned Skull")
