"""Where a monster whose summon Solemn Judgment negates goes, and what that starts.

Seed 000 §通常召喚: a monster whose Normal Summon is negated is sent to the GY, but it is not
treated as sent from the hand or the field (通常召喚被無效的怪獸…送去墓地…不視為由手卡·場上送去墓地);
§上級召喚: the Tributes of a negated Tribute Summon stay in the GY (上級召喚被無效的場合，解放的怪獸
也會送去墓地), and the summon still used the turn's Normal Summon (召喚被無效的場合，基本上那回合不能
再一次進行通常召喚). yugipedia Card Rulings: Solemn Judgment: the negated monster "is not treated
as being sent to the Graveyard from the field, hand, Deck, Extra Deck or banished".

- Dandylion ("if this card is sent to the GY": from anywhere, no place named; Pojo COTD
  2010-04-26, cogonline "Looking Ahead 13": whenever it reaches the GY) is still sent to the GY:
  its Fluff Tokens come.
- Under Macro Cosmos (a card that would be sent to the GY is banished instead, seed 000
  §效果分類 › 永續效果) the negated monster and its Tribute are banished: Sangan, Tributed, is
  not sent to the GY and searches nothing (Card Rulings: Macro Cosmos, yugipedia)."""

from duelist.testing.reads import banished, field_monsters, grave, hand
from duelist.testing.scenario import Script, Table


def _solemn_answers_the_summon(table, card, tributes=()):
    duel = table.build()
    s = Script(duel)
    s.pick("summon", card)
    for name in tributes:
        s.pick("tribute", name, request="tribute")
    while duel.request.kind == "chain" and duel.request.player == 0:
        s.pick("pass")
    s.pick("activate", "Solemn Judgment", player=1, request="chain")
    while duel.request.kind == "chain":
        s.pick("pass")
    return duel, s


def test_dandylion_whose_normal_summon_is_negated_still_makes_its_fluff_tokens():
    """Q: I Normal Summon Dandylion and my opponent negates it with Solemn Judgment. Do I get the
    Fluff Tokens? A: yes: it is destroyed and sent to the GY (not from the field, but its effect
    asks only that it be sent to the GY); the two Tokens come in Defense Position. I cannot
    Normal Summon again this turn."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.hand(0, "Dandylion", "Battle Ox")
    table.spell_trap(1, "Solemn Judgment")
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel, s = _solemn_answers_the_summon(table, "Dandylion")
    assert grave(duel, 0) == ["Dandylion"]
    assert field_monsters(duel, 0) == ["Fluff Token", "Fluff Token"]
    s.expect(request="idle", player=0)
    assert not s.has("summon", "Battle Ox") and not s.has("set", "Battle Ox")


def test_a_tribute_summon_negated_under_macro_cosmos_banishes_the_monster_and_its_tribute():
    """Q: Macro Cosmos is face-up; I Tribute Sangan to Tribute Summon Zaborg the Thunder Monarch
    and my opponent negates it with Solemn Judgment. Where do they go, and does Sangan search?
    A: Zaborg (destroyed by the negation) and Sangan (the Tribute) are banished, not sent to the
    GY: Sangan's effect does not activate; Solemn Judgment is banished too."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Sangan")
    table.hand(0, "Zaborg the Thunder Monarch")
    table.spell_trap(1, "Solemn Judgment")
    table.spell_trap(1, "Macro Cosmos", face_down=False)
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel, s = _solemn_answers_the_summon(table, "Zaborg the Thunder Monarch", tributes=("Sangan",))
    assert field_monsters(duel, 0) == []
    assert sorted(banished(duel, 0)) == ["Sangan", "Zaborg the Thunder Monarch"]
    assert grave(duel, 0) == [] and hand(duel, 0) == []
    assert banished(duel, 1) == ["Solemn Judgment"]
    s.expect(request="idle", player=0)          # no Sangan search


def test_a_tribute_summon_negated_without_macro_cosmos_leaves_sangan_searching():
    """Control: the same without Macro Cosmos: Zaborg and Sangan go to the GY, and Sangan (sent
    from the field to the GY as the Tribute) searches."""
    table = Table(rules="GOAT", turn=3, turn_player=0)
    table.monster(0, "Sangan")
    table.hand(0, "Zaborg the Thunder Monarch")
    table.spell_trap(1, "Solemn Judgment")
    table.deck(0, ["Celtic Guardian"] * 3)
    table.deck(1, ["Celtic Guardian"] * 3)
    duel, s = _solemn_answers_the_summon(table, "Zaborg the Thunder Monarch", tributes=("Sangan",))
    assert sorted(grave(duel, 0)) == ["Sangan", "Zaborg the Thunder Monarch"]
    s.expect(request="select", player=0)       # Sangan's search
