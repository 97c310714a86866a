"""Mandatory effects of the pool that are applied without a chain link, and their neighbours
that do make one (seed 000 §效果分類: a trigger effect (誘發效果) is activated and makes a chain
link; a continuous effect (永續效果) is applied and never does).

Audit of the scripted pool (stop 41, h41d): every `TRIGGER` / `FLIP` effect and the kit's
trigger makers were checked against the card's yugioh-wiki.net page, which classes each of a
card's effects. Where the script and the page disagreed (Big Shield Gardna, request 1 of
/work/reports/h41d-requests.md) the lead changed the script (stop 41); the other tests pin cards of the Goat
decks found right whose kind no other test asserts through the log.

Sources (our words): yugioh-wiki.net, page of each card named in a test's docstring; the page
of The Wicked Worm Beast quotes Konami's answer that its return makes no chain link, which the
engine plays with `APPLY` (tests/cards/test_kaiba_monsters.py)."""


from duelist.engine import state as S
from duelist.testing.reads import grave, of_type
from duelist.testing.scenario import Script, Table


def _kinds(duel, name, start=0):
    """The log's "chain" (activated: a chain link) and "apply" (applied, no link) entries
    naming `name`, in order."""
    return [e["type"] for e in duel.log[start:] if e.get("name") == name and e["type"] in ("chain", "apply")]


def test_big_shield_gardna_turns_to_attack_position_without_a_chain_link():
    """Big Shield Gardna: yugioh-wiki.net's page (every version of it, the old and the
    current text) classes its second clause, "attacked, it is in Attack Position at the end of
    the Damage Step", as a continuous effect (永続効果), beside its first clause, a quick effect
    activated while face-down. A continuous effect is applied, never activated: the change of
    position makes no chain link, and the log holds its application only. (Summoner Monk's
    change to Defense Position, worded alike in its old text, is classed a trigger effect:
    see the test below.)"""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    table.monster(0, "Battle Ox")
    gardna = table.monster(1, "Big Shield Gardna", position="set")
    duel = table.build()
    start = len(duel.log)
    Script(duel).pick("attack", "Battle Ox", target=gardna)
    assert gardna.card(duel).position == S.FACEUP_ATTACK
    assert _kinds(duel, "Big Shield Gardna", start) == ["apply"]


def test_summoner_monk_turns_to_defense_position_with_a_chain_link():
    """Summoner Monk: yugioh-wiki.net classes its change to Defense Position when Normal or
    Flip Summoned as a trigger effect (誘発効果; today's text says it is activated): a chain link."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.hand(0, "Summoner Monk")
    duel = table.build()
    start = len(duel.log)
    Script(duel).pick("summon", "Summoner Monk")
    monk = [c for c in duel.monsters(0) if c.data.name == "Summoner Monk"][0]
    assert monk.position == S.FACEUP_DEFENSE
    assert _kinds(duel, "Summoner Monk", start) == ["chain"]


def test_zombyra_the_dark_loses_its_atk_with_a_chain_link():
    """Zombyra the Dark: yugioh-wiki.net classes its loss of 200 ATK each time it destroys a
    monster by battle as a trigger effect (誘発効果), though its text reads like a continuous
    one: a chain link after the battle."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="battle_step")
    zombyra = table.monster(0, "Zombyra the Dark")
    table.monster(1, "Celtic Guardian")
    duel = table.build()
    start = len(duel.log)
    Script(duel).pick("attack", "Zombyra the Dark", target="Celtic Guardian")
    assert grave(duel, 1) == ["Celtic Guardian"]
    assert _kinds(duel, "Zombyra the Dark", start) == ["chain"]
    assert duel.atk(zombyra.card(duel)) == 2100 - 200


def test_spirit_reaper_destroys_itself_without_a_chain_link():
    """Spirit Reaper: yugioh-wiki.net classes its destruction once a card effect targeted it
    as a continuous effect (永続効果): Rush Recklessly targets it and resolves, and the Reaper
    is destroyed with no chain link of its own (Rush Recklessly is the only link)."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    table.monster(0, "Spirit Reaper")
    table.hand(0, "Rush Recklessly")
    duel = table.build()
    start = len(duel.log)
    s = Script(duel)
    s.pick("activate", "Rush Recklessly")
    s.pick("target", "Spirit Reaper")
    assert "Spirit Reaper" in grave(duel, 0)
    assert _kinds(duel, "Spirit Reaper", start) == []
    assert [e["name"] for e in of_type(duel, "chain", start)] == ["Rush Recklessly"]


def test_skilled_white_magician_takes_its_counter_without_a_chain_link():
    """Skilled White Magician: yugioh-wiki.net classes its Spell Counter, placed each time a
    Spell Card is activated, as a continuous effect (永続効果): Pot of Greed is the only chain
    link; the Magician's counter comes with none."""
    table = Table(rules="GOAT", turn=3, turn_player=0, phase="main1")
    magician = table.monster(0, "Skilled White Magician")
    table.hand(0, "Pot of Greed")
    table.deck(0, ["Battle Ox"] * 4)
    duel = table.build()
    start = len(duel.log)
    Script(duel).pick("activate", "Pot of Greed")
    assert (magician.card(duel).marks or {}).get("spell_counter", 0) == 1
    assert _kinds(duel, "Skilled White Magician", start) == []
    assert [e["name"] for e in of_type(duel, "chain", start)] == ["Pot of Greed"]
